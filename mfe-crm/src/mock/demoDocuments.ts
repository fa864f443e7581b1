import type { InvoiceListItem } from '@planner/api';
import { demoId } from '@planner/ui/mocks';

/** Numbers and dates of the demo company's finalized quotes, by the quote (configuration) id. */
export const demoQuoteNumbers: Record<string, { quoteNumber: string; finalizedAt: string }> = {
  [demoId(1302)]: { quoteNumber: 'A-2026-0031', finalizedAt: '2026-10-14T09:12:00.000Z' },
  [demoId(1303)]: { quoteNumber: 'A-2026-0027', finalizedAt: '2026-09-02T14:40:00.000Z' },
  [demoId(1304)]: { quoteNumber: 'A-2026-0036', finalizedAt: '2026-11-20T11:05:00.000Z' },
  [demoId(1306)]: { quoteNumber: 'A-2026-0019', finalizedAt: '2026-07-18T08:30:00.000Z' },
};

const WEBER = { quoteId: demoId(1303), projectId: demoId(1203), customerName: 'Weber, Katrin', projectName: 'Einfamilienhaus Weber, March', quoteNumber: 'A-2026-0027' };

/** Invoices of the accepted quote of Katrin Weber: a paid and an overdue partial invoice, the final invoice as a draft (fresh for each call). */
export const demoInvoices = (): InvoiceListItem[] => [
  {
    ...WEBER,
    id: demoId(1401),
    kind: 'Partial',
    status: 'Paid',
    invoiceNumber: 'R-2026-0044',
    invoiceDate: '2026-09-15',
    dueDate: '2026-09-29',
    grossTotal: 523_362,
    amountDue: 0,
    paidOn: '2026-09-26',
    overdue: false,
    reminderLevel: null,
    createdAt: '2026-09-15T07:58:00.000Z',
    pdfState: 'Stored',
  },
  {
    ...WEBER,
    id: demoId(1402),
    kind: 'Partial',
    status: 'Issued',
    invoiceNumber: 'R-2026-0058',
    invoiceDate: '2026-10-27',
    dueDate: '2026-11-10',
    grossTotal: 697_816,
    amountDue: 697_816,
    paidOn: null,
    overdue: true,
    reminderLevel: 'Reminder',
    createdAt: '2026-10-27T13:20:00.000Z',
    pdfState: 'Stored',
  },
  {
    ...WEBER,
    id: demoId(1403),
    kind: 'Final',
    status: 'Draft',
    invoiceNumber: null,
    invoiceDate: null,
    dueDate: null,
    grossTotal: 523_362,
    amountDue: 523_362,
    paidOn: null,
    overdue: false,
    reminderLevel: null,
    createdAt: '2026-11-24T16:02:00.000Z',
    pdfState: null,
  },
];
