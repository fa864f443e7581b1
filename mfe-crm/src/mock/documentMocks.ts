import { invoiceEndpoints, quoteEndpoints, quoteLinkEndpoints, reminderEndpoints, type InvoiceListItem, type QuoteListItem } from '@planner/api';
import { listRows, mockEndpoint, type DemoCompany } from '@planner/ui/mocks';
import { demoInvoices, demoQuoteNumbers } from './demoDocuments';

/** 19 % VAT on the net total, as the demo's quotes have it. */
const gross = (net: number) => Math.round(net * 1.19);

/** The finalized quotes of the demo company as the quote list shows them. */
function quoteRows(company: DemoCompany): QuoteListItem[] {
  return company.configurations.flatMap((quote) => {
    const numbers = demoQuoteNumbers[quote.id];
    const project = company.project(quote.projectId);
    if (!quote.quoteStatus || !numbers || !project) return [];
    const { firstName, lastName } = project.jobsite.customer;
    return [
      {
        id: quote.id,
        projectId: project.id,
        ...numbers,
        quoteName: quote.name,
        customerName: `${lastName}, ${firstName}`,
        projectName: project.name,
        grossTotal: gross(quote.totalPrice),
        quoteStatus: quote.quoteStatus.type,
        statusLock: quote.quoteStatus.lock,
      },
    ];
  });
}

const invoiceText = (invoice: InvoiceListItem) => `${invoice.invoiceNumber ?? ''} ${invoice.customerName} ${invoice.projectName} ${invoice.quoteNumber}`;

/** The quote and invoice lists and the dashboard's overdue summary; no quote link has an unseen answer. */
export function documentMocks(company: DemoCompany) {
  const invoices = demoInvoices();
  return [
    mockEndpoint(quoteEndpoints.list, ({ query }) => {
      const status = query.get('quoteStatus');
      return listRows(quoteRows(company).filter((quote) => !status || quote.quoteStatus === status), query, (quote) => quote.quoteNumber);
    }),
    mockEndpoint(invoiceEndpoints.list, ({ query }) => {
      const matches = (invoice: InvoiceListItem) =>
        (['status', 'kind', 'quoteId', 'projectId'] as const).every((key) => !query.get(key) || invoice[key] === query.get(key)) &&
        (query.get('overdue') !== 'true' || invoice.overdue);
      return listRows(invoices.filter(matches), query, invoiceText);
    }),
    mockEndpoint(reminderEndpoints.overdue, () => {
      const overdue = invoices.filter((invoice) => invoice.overdue);
      return { count: overdue.length, amountDue: overdue.reduce((sum, invoice) => sum + invoice.amountDue, 0) };
    }),
    mockEndpoint(quoteLinkEndpoints.unseenAnswers, () => []),
  ];
}
