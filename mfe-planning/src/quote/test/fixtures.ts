import type { ConfigurationPreview, Project, Quote, QuotePreview } from '@planner/api';

export const PROJECT_ID = '11111111-1111-4111-8111-111111111111';
export const CONFIGURATION_ID = '22222222-2222-4222-8222-222222222222';
export const CONFIGURATION_PATH = `/api/electro/configurations/${CONFIGURATION_ID}`;
export const PAGE_URL = `/projects/${PROJECT_ID}/configurations/${CONFIGURATION_ID}/floorplans`;

const address = { street: 'Talweg', houseNumber: '21', zipCode: '79199', city: 'Kirchzarten' };

export function configuration(overrides: Partial<ConfigurationPreview> = {}): ConfigurationPreview {
  return {
    type: 'ElectroProjectConfigurationPreviewWithoutQuote',
    id: CONFIGURATION_ID,
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
  };
}

export const finalizedConfiguration = () =>
  configuration({
    type: 'ElectroProjectConfigurationPreviewWithQuote',
    status: { type: 'Finalized' },
    quoteStatus: { type: 'Sent' },
  });

export const project: Project = {
  id: PROJECT_ID,
  name: 'Neubau Talweg',
  jobsiteId: '33333333-3333-4333-8333-333333333333',
  jobsite: {
    id: '33333333-3333-4333-8333-333333333333',
    location: address,
    buildingType: 'SingleFamilyHouse',
    comment: '',
    customer: { id: '44444444-4444-4444-8444-444444444444', firstName: 'Klara', lastName: 'Planer' },
  },
  propertyDeveloperType: { type: 'PrivateConstruction' },
  favoriteConfigurationId: CONFIGURATION_ID,
  favoriteConfiguration: configuration(),
  configurationCount: 1,
};

export const preview: QuotePreview = {
  floors: [
    { id: '55555555-5555-4555-8555-555555555551', name: 'Erdgeschoss', totalPrice: 120_000 },
    { id: '55555555-5555-4555-8555-555555555552', name: 'Obergeschoss', totalPrice: 40_000 },
  ],
  additionalInstallationsTotal: 8_500,
  checkoutTotal: 17_750,
  netTotal: 186_250,
  vatRatePercent: 19,
  vatAmount: 35_388,
  grossTotal: 221_638,
};

export const quote = (quoteNumber: string, quoteName: string): Quote => ({
  id: CONFIGURATION_ID,
  projectId: PROJECT_ID,
  quoteNumber,
  quoteName,
  quoteStatus: 'Sent',
  finalizedAt: '2026-03-02T09:30:00.000Z',
  validUntil: '2026-04-01',
  company: { name: 'Elektro Muster GmbH', address, contactInformation: null, bankInformation: null, legalInformation: null },
  customer: { firstName: 'Klara', lastName: 'Planer', address, email: null, phone: null },
  jobsiteAddress: address,
  projectName: 'Neubau Talweg',
  propertyDeveloper: null,
  floors: [],
  additionalInstallations: [],
  checkout: [],
  netTotal: preview.netTotal,
  vatRatePercent: 19,
  vatAmount: preview.vatAmount,
  grossTotal: preview.grossTotal,
});

export const pdfResponse = () =>
  new Response(new Blob(['%PDF-1.7 Angebot'], { type: 'application/pdf' }), { headers: { 'content-type': 'application/pdf' } });
