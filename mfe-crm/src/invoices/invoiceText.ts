import { germanDay, INVOICE_KIND_LABELS, VAT_CATEGORIES, type InvoiceKind, type VatCategory } from '@planner/api';

/** 'Schlussrechnung RE-0007', or 'Schlussrechnung (Entwurf)' before it has a number. */
export const invoiceTitle = ({ kind, invoiceNumber }: { kind: InvoiceKind; invoiceNumber: string | null }) =>
  invoiceNumber ? `${INVOICE_KIND_LABELS[kind]} ${invoiceNumber}` : `${INVOICE_KIND_LABELS[kind]} (Entwurf)`;

/** The rate as a line shows it: '19 %', '0 %', or '§ 13b' when the customer owes the tax. */
export const vatRateText = (category: VatCategory) =>
  category === 'ReverseCharge' ? '§\u00a013b' : `${VAT_CATEGORIES[category].ratePercent}\u00a0%`;

/** Today in the company's time zone (Germany), as the date fields take it (yyyy-mm-dd). */
export const today = () => germanDay();

/** An issued invoice whose due date has passed without payment. */
export const isOverdue = ({ status, dueDate }: { status: string; dueDate: string | null }) =>
  status === 'Issued' && dueDate !== null && dueDate < today();
