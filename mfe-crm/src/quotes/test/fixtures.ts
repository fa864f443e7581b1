import type { ConfigurationPreview, Project, Quote, QuoteListItem, QuoteStatus } from '@planner/api';

export const PROJECT_ID = '11111111-1111-4111-8111-111111111111';
export const QUOTE_ID = '22222222-2222-4222-8222-222222222222';
export const DRAFT_ID = '22222222-2222-4222-8222-222222222223';

const address = { street: 'Talweg', houseNumber: '21', zipCode: '79199', city: 'Kirchzarten' };

export function configuration(id: string, name: string, quoteStatus: QuoteStatus | null): ConfigurationPreview {
  return {
    type: quoteStatus ? 'ElectroProjectConfigurationPreviewWithQuote' : 'ElectroProjectConfigurationPreviewWithoutQuote',
    id,
    projectId: PROJECT_ID,
    name,
    isFavorite: !quoteStatus,
    status: { type: quoteStatus ? 'Finalized' : 'InProgress' },
    quoteStatus: quoteStatus ? { type: quoteStatus } : null,
    floorsCount: 1,
    roomsCount: 2,
    electricalComponentsCount: 7,
    totalPrice: 186_250,
  };
}

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
  favoriteConfigurationId: DRAFT_ID,
  favoriteConfiguration: configuration(DRAFT_ID, 'Angebot 2', null),
  configurationCount: 2,
};

export const listItem = (id: string, quoteNumber: string, quoteStatus: QuoteStatus): QuoteListItem => ({
  id,
  projectId: PROJECT_ID,
  quoteNumber,
  quoteName: `Variante ${quoteNumber}`,
  customerName: 'Planer, Klara',
  projectName: 'Neubau Talweg',
  finalizedAt: '2026-03-02T09:30:00.000Z',
  grossTotal: 221_638,
  quoteStatus,
});

export const frozenQuote = (quoteStatus: QuoteStatus = 'Sent'): Quote => ({
  id: QUOTE_ID,
  projectId: PROJECT_ID,
  quoteNumber: 'A-2026-17',
  quoteName: 'Variante Süd',
  quoteStatus,
  finalizedAt: '2026-03-02T09:30:00.000Z',
  validUntil: '2026-04-01',
  company: {
    name: 'Elektro Muster GmbH',
    address: { street: 'Werkstraße', houseNumber: '3', zipCode: '79098', city: 'Freiburg' },
    contactInformation: { mail: 'info@elektro-muster.de', phone: '0761 55555', url: '', fax: '' },
    bankInformation: { name: 'Sparkasse', iban: 'DE02120300000000202051', bic: 'BYLADEM1001' },
    legalInformation: { director: 'Max Muster', taxId: 'DE123456789', registerCourt: 'Freiburg', registrationNumber: 'HRB 1' },
  },
  customer: { firstName: 'Klara', lastName: 'Planer', address, email: 'planer@example.de', phone: '0761 123456' },
  jobsiteAddress: address,
  projectName: 'Neubau Talweg',
  propertyDeveloper: null,
  floors: [
    {
      id: '55555555-5555-4555-8555-555555555551',
      name: 'Erdgeschoss',
      totalPrice: 5_000,
      rooms: [
        {
          name: 'Wohnzimmer',
          totalPrice: 5_000,
          elements: [
            {
              component: { id: '66666666-6666-4666-8666-666666666661', label: 'Steckdose' },
              items: 6,
              included: 2,
              extra: 4,
              unitPrice: 1_250,
              totalPrice: 5_000,
            },
          ],
        },
      ],
    },
  ],
  additionalInstallations: [
    { title: 'Potentialausgleich', description: 'nach DIN VDE', amount: 2, unitPrice: 4_250, totalPrice: 8_500 },
  ],
  checkout: [
    { section: 'Multimedia', label: 'Patchfeld', choice: 'Patchfeld Cat. 6A', details: [], amount: 24, unitPrice: 1_850, totalPrice: 44_400 },
    { section: 'Heizung', label: 'Wärmepumpe', choice: 'Garten', details: ['Außenfühler: Nordfassade'], amount: 1, unitPrice: 0, totalPrice: 0 },
  ],
  netTotal: 57_900,
  vatRatePercent: 19,
  vatAmount: 11_001,
  grossTotal: 68_901,
});

export const pdfResponse = () =>
  new Response(new Blob(['%PDF-1.7 Angebot'], { type: 'application/pdf' }), { headers: { 'content-type': 'application/pdf' } });
