/** On a phone the long words may break at their soft hyphens (U+00AD), so all three tabs fit. */
export const CONFIGURATION_TABS = [
  { key: 'floorplans', label: 'Stockwerke' },
  { key: 'additional-installations', label: 'Zusatzinstallationen', shortLabel: 'Zusatz\u00ADinstallationen' },
  { key: 'checkout', label: 'Vertragsleistungen & Sondervereinbarungen', shortLabel: 'Vertrags\u00ADleistungen' },
] as const;
export type ConfigurationTab = (typeof CONFIGURATION_TABS)[number]['key'];

export const configurationPath = (projectId: string, configurationId: string, tab: ConfigurationTab = 'floorplans') =>
  `/projects/${projectId}/configurations/${configurationId}/${tab}`;

/** The tab of the current location, so switching quotes keeps it. */
export const currentTab = (pathname: string): ConfigurationTab =>
  CONFIGURATION_TABS.find(({ key }) => pathname.split('/').includes(key))?.key ?? 'floorplans';
