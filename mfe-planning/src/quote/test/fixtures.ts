import type { ConfigurationPreview, Quote, QuotePreview } from '@planner/api';
import { configurationPreview, finalizedPreview, JOBSITE_ADDRESS as address, PROJECT_ID, testProject } from '@planner/ui/testing';

export const CONFIGURATION_ID = '22222222-2222-4222-8222-222222222222';
export const CONFIGURATION_PATH = `/api/electro/configurations/${CONFIGURATION_ID}`;
export const PAGE_URL = `/projects/${PROJECT_ID}/configurations/${CONFIGURATION_ID}/floorplans`;

export const configuration = (overrides: Partial<ConfigurationPreview> = {}) =>
  configurationPreview({ id: CONFIGURATION_ID, ...overrides });

export const finalizedConfiguration = () => finalizedPreview(configuration());

export const project = testProject(configuration(), 1);

export const preview: QuotePreview = {
  floors: [
    { id: '55555555-5555-4555-8555-555555555551', name: 'Erdgeschoss', totalPrice: 120_000 },
    { id: '55555555-5555-4555-8555-555555555552', name: 'Obergeschoss', totalPrice: 40_000 },
  ],
  additionalInstallationsTotal: 8_500,
  checkoutTotal: 17_750,
  pvTotal: 0,
  netTotal: 186_250,
  vatBreakdown: [{ vatCategory: 'Standard', ratePercent: 19, netAmount: 186_250, vatAmount: 35_388 }],
  vatAmount: 35_388,
  grossTotal: 221_638,
};

export const quote = (quoteNumber: string, quoteName: string): Quote => ({
  id: CONFIGURATION_ID,
  projectId: PROJECT_ID,
  quoteNumber,
  quoteName,
  quoteStatus: 'Created',
  finalizedAt: '2026-03-02T09:30:00.000Z',
  validUntil: '2026-04-01',
  validityExtension: null,
  company: { name: 'Elektro Muster GmbH', address, contactInformation: null, bankInformation: null, legalInformation: null },
  customer: { salutation: 'Ms', firstName: 'Klara', lastName: 'Planer', address, email: null, phone: null },
  jobsiteAddress: address,
  projectName: 'Neubau Talweg',
  propertyDeveloper: null,
  floors: [],
  additionalInstallations: [],
  checkout: [],
  pv: null,
  terms: null,
  netTotal: preview.netTotal,
  vatBreakdown: preview.vatBreakdown,
  vatAmount: preview.vatAmount,
  grossTotal: preview.grossTotal,
});
