import { QUOTE_STATUS_LABELS, type QuoteListItem } from '@planner/api';
import type { ListExportSpec } from '../listExport';

/** The quote list as a file: number, name, customer, project, date, gross total in euros and the customer's answer. */
export const QUOTE_EXPORT: ListExportSpec<QuoteListItem> = {
  fileName: 'Angebote',
  sheetName: 'Angebote',
  columns: [
    { header: 'Angebotsnummer', kind: 'text', value: (quote) => quote.quoteNumber, width: 16 },
    { header: 'Name', kind: 'text', value: (quote) => quote.quoteName, width: 28 },
    { header: 'Kunde', kind: 'text', value: (quote) => quote.customerName, width: 28 },
    { header: 'Projekt', kind: 'text', value: (quote) => quote.projectName, width: 28 },
    { header: 'Datum', kind: 'dateTime', value: (quote) => quote.finalizedAt, width: 18 },
    { header: 'Brutto', kind: 'money', value: (quote) => quote.grossTotal, width: 14 },
    { header: 'Status', kind: 'text', value: (quote) => QUOTE_STATUS_LABELS[quote.quoteStatus] },
  ],
};
