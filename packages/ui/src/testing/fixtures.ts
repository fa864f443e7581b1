import { EMPTY_PV_DESIGN, lineNetAmount, vatNotes, vatTotals, type AppConfig, type ConfigurationPreview, type Project, type PvOfferLine, type QuotePvPart, type QuoteStatus } from '@planner/api';

export const PROJECT_ID = '11111111-1111-4111-8111-111111111111';
const JOBSITE_ID = '33333333-3333-4333-8333-333333333333';
export const JOBSITE_ADDRESS = { street: 'Talweg', houseNumber: '21', zipCode: '79199', city: 'Kirchzarten' };

/** A quote of the test project: a favorite draft in progress unless `overrides` say otherwise. */
export const configurationPreview = (overrides: Partial<ConfigurationPreview> & { id: string }): ConfigurationPreview => ({
  type: 'ElectroProjectConfigurationPreviewWithoutQuote',
  projectId: PROJECT_ID,
  name: 'Angebot 1',
  isFavorite: true,
  status: { type: 'InProgress' },
  quoteStatus: null,
  floorsCount: 1,
  roomsCount: 2,
  electricalComponentsCount: 7,
  totalPrice: 186_250,
  ...overrides,
});

/** `preview` once finalized into a quote with `quoteStatus`. */
export const finalizedPreview = (preview: ConfigurationPreview, quoteStatus: QuoteStatus = 'Sent'): ConfigurationPreview => ({
  ...preview,
  type: 'ElectroProjectConfigurationPreviewWithQuote',
  status: { type: 'Finalized' },
  quoteStatus: { type: quoteStatus, lock: null },
});

/** The private-construction project 'Neubau Talweg' of Klara Planer with its favorite quote. */
export const testProject = (favorite: ConfigurationPreview, configurationCount: number): Project => ({
  id: PROJECT_ID,
  name: 'Neubau Talweg',
  jobsiteId: JOBSITE_ID,
  jobsite: {
    id: JOBSITE_ID,
    location: JOBSITE_ADDRESS,
    buildingType: 'SingleFamilyHouse',
    comment: '',
    customer: { id: '44444444-4444-4444-8444-444444444444', firstName: 'Klara', lastName: 'Planer' },
  },
  propertyDeveloperType: { type: 'PrivateConstruction' },
  favoriteConfigurationId: favorite.id,
  favoriteConfiguration: favorite,
  configurationCount,
  archived: false,
});

/** The settings of a host as `GET /api/app-config` answers them: registration and mail on, no demo host. */
export const testAppConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  registrationEnabled: true,
  demoHost: false,
  autoLogin: false,
  productName: 'Meisterplaner',
  buildInfo: { version: '1.0.0', buildId: 'test', builtAt: '2026-11-22T10:00:00.000Z' },
  supportUrl: 'mailto:support@example.de',
  mailEnabled: true,
  ...overrides,
});

const pvLine = (key: string, group: PvOfferLine['group'], name: string, quantity: number, unit: PvOfferLine['unit'], unitPrice: number, zeroRate: boolean): PvOfferLine => ({
  key,
  group,
  name,
  quantity,
  designQuantity: quantity,
  unit,
  unitPrice,
  netAmount: lineNetAmount(quantity, unitPrice),
  partOfPvSystem: zeroRate,
  vatCategory: zeroRate ? 'PvZeroRate' : 'Standard',
});

/** A finalized PV system of 24 modules (9,6 kWp) with a 19 % wallbox beside the zero-rated lines. */
export function pvQuotePart(): QuotePvPart {
  const lines = [
    pvLine('Module:Solar 400', 'Module', 'Solar 400', 24, 'Stk', 15_000, true),
    pvLine('Mounting:Dachhaken Ziegel', 'Mounting', 'Dachhaken Ziegel', 36, 'Stk', 1_250, true),
    pvLine('Service:Montage', 'Service', 'Montage', 9.6, 'kWp', 20_000, true),
    pvLine('Wallbox:Wallbox 11 kW', 'Wallbox', 'Wallbox 11 kW', 1, 'Stk', 90_000, false),
  ];
  return {
    moduleCount: 24,
    kwp: 9.6,
    conditionsConfirmed: true,
    entitlement: { entitled: true, reason: 'Bis 30 kWp gelten die Voraussetzungen als erfüllt.' },
    lines,
    totals: vatTotals(lines),
    notes: vatNotes(lines),
    priceDay: '2026-03-02',
    designVersion: 3,
    offerVersion: 2,
    design: EMPTY_PV_DESIGN,
    parts: { module: { id: PROJECT_ID, name: 'Solar 400', powerRating: 400 }, inverters: [], battery: null, wallbox: null, heaterRod: null },
    checkResults: [],
  };
}
