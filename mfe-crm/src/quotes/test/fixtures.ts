import type { ConfigurationPreview, QuoteDetail, QuoteListItem, QuoteStatus } from '@planner/api';
import { configurationPreview, finalizedPreview, JOBSITE_ADDRESS as address, PROJECT_ID, testProject } from '@planner/ui/testing';

export const QUOTE_ID = '22222222-2222-4222-8222-222222222222';
export const DRAFT_ID = '22222222-2222-4222-8222-222222222223';

/** A quote of the project, finalized with `quoteStatus`, or the favorite draft when that is null. */
export const configuration = (id: string, name: string, quoteStatus: QuoteStatus | null): ConfigurationPreview =>
  quoteStatus ? finalizedPreview(configurationPreview({ id, name, isFavorite: false }), quoteStatus) : configurationPreview({ id, name });

export const project = testProject(configuration(DRAFT_ID, 'Angebot 2', null), 2);

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
  statusLock: null,
});

export const frozenQuote = (quoteStatus: QuoteStatus = 'Sent'): QuoteDetail => ({
  id: QUOTE_ID,
  projectId: PROJECT_ID,
  quoteNumber: 'A-2026-17',
  quoteName: 'Variante Süd',
  quoteStatus,
  finalizedAt: '2026-03-02T09:30:00.000Z',
  validUntil: '2026-04-01',
  validityExtension: null,
  company: {
    name: 'Elektro Muster GmbH',
    address: { street: 'Werkstraße', houseNumber: '3', zipCode: '79098', city: 'Freiburg' },
    contactInformation: { mail: 'info@elektro-muster.de', phone: '0761 55555', url: '', fax: '' },
    bankInformation: { name: 'Sparkasse', iban: 'DE02120300000000202051', bic: 'BYLADEM1001' },
    legalInformation: { legalForm: 'GmbH', director: 'Max Muster', taxId: '', vatId: 'DE123456789', registerCourt: 'Freiburg', registrationNumber: 'HRB 1' },
  },
  customer: { salutation: 'Ms', firstName: 'Klara', lastName: 'Planer', address, email: 'planer@example.de', phone: '0761 123456' },
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
              component: { id: '66666666-6666-4666-8666-666666666661', label: 'Steckdose', description: '', unit: 'Piece', labourShareBasisPoints: 0 },
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
    { title: 'Potentialausgleich', description: 'nach DIN VDE', amount: 2, unit: 'Metre', unitPrice: 4_250, totalPrice: 8_500, labourShareBasisPoints: 0, vatCategory: 'Standard' },
  ],
  checkout: [
    { section: 'Multimedia', label: 'Patchfeld', choice: 'Patchfeld Cat. 6A', details: [], amount: 24, unitPrice: 1_850, totalPrice: 44_400, labourShareBasisPoints: 0 },
    { section: 'Heizung', label: 'Wärmepumpe', choice: 'Garten', details: ['Außenfühler: Nordfassade'], amount: 1, unitPrice: 0, totalPrice: 0, labourShareBasisPoints: 0 },
  ],
  pv: null,
  terms: {
    introText: 'vielen Dank für Ihre Anfrage.',
    closingText: '',
    executionPeriod: 'KW 14 bis KW 16/2026',
    paymentTerms: { days: 14, discountBasisPoints: 200, discountDays: 7 },
  },
  netTotal: 57_900,
  vatBreakdown: [{ vatCategory: 'Standard', ratePercent: 19, netAmount: 57_900, vatAmount: 11_001 }],
  vatAmount: 11_001,
  grossTotal: 68_901,
  statusLock: null,
  withdrawal: null,
  pdfState: 'Stored',
});
