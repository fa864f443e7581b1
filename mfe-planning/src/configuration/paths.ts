export const CONFIGURATION_TABS = [
  { key: 'floorplans', label: 'Stockwerke' },
  { key: 'additional-installations', label: 'Zusatzinstallationen' },
  { key: 'checkout', label: 'Vertragsleistungen & Sondervereinbarungen', shortLabel: 'Vertragsleistungen' },
] as const;
export type ConfigurationTab = (typeof CONFIGURATION_TABS)[number]['key'];

export const configurationPath = (projectId: string, configurationId: string, tab: ConfigurationTab = 'floorplans') =>
  `/projects/${projectId}/configurations/${configurationId}/${tab}`;

/** The tab of the current location, so switching quotes keeps it. */
export const currentTab = (pathname: string): ConfigurationTab =>
  CONFIGURATION_TABS.find(({ key }) => pathname.split('/').includes(key))?.key ?? 'floorplans';
