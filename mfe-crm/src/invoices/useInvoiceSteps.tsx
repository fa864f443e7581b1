import {
  formatGermanDay,
  formatInvoiceNumber,
  germanDay,
  INVOICE_DATE_MAX_DAYS_BACK,
  invoiceDateWindow,
  type Failure,
  type Invoice,
} from '@planner/api';
import { App, formatCents } from '@planner/ui';
import { Link, useNavigate } from 'react-router';
import { useQuote } from '../quotes/useQuotes';
import { useInvoiceSettings } from '../settings/useInvoiceSettings';
import type { DateDialogOutcome, InvoiceDateDialogProps } from './InvoiceDateDialog';
import { invoiceTitle, today } from './invoiceText';
import { useInvoiceMutations } from './useInvoices';

export type InvoiceStep = 'issue' | 'cancel' | 'pay';

export type StepDialog = Omit<InvoiceDateDialogProps, 'open' | 'onClose'>;

/** Failures after which the page's invoice is outdated: it changed, was issued or deleted meanwhile. */
const OUTDATED = new Set(['failure/Conflict', 'failure/InvoiceNotDraft', 'failure/InvoiceNotIssued', 'failure/NotFound']);

const COMPANY_SETTINGS_PATH = '/settings/tenant';

const later = (a: string, b: string | undefined) => (b !== undefined && b > a ? b : a);

/** The days an invoice of this step can be dated, as the server checks them (the range's last date only on submit). */
function dateLimits(invoice: Invoice, quoteFinalizedAt: string | undefined) {
  const window = invoiceDateWindow(today());
  const quoteDay = quoteFinalizedAt && germanDay(new Date(quoteFinalizedAt));
  const invoiceDate = invoice.invoiceDate ?? undefined;
  const back = `Heute oder bis zu ${INVOICE_DATE_MAX_DAYS_BACK} Tage zurück`;
  return {
    issue: {
      min: later(window.earliest, quoteDay),
      max: window.latest,
      hint: `${back}, nicht vor der Fertigstellung des Angebots${quoteDay ? ` (${formatGermanDay(quoteDay)})` : ''} und nicht vor dem Datum der zuletzt gestellten Rechnung Ihres Nummernkreises.`,
    },
    cancel: {
      min: later(window.earliest, invoiceDate),
      max: window.latest,
      hint: `${back}, nicht vor dem Rechnungsdatum${invoiceDate ? ` (${formatGermanDay(invoiceDate)})` : ''} und nicht vor dem Datum der zuletzt gestellten Rechnung Ihres Nummernkreises.`,
    },
    pay: {
      min: invoiceDate,
      max: window.latest,
      hint: `Frühestens am Rechnungsdatum${invoiceDate ? ` (${formatGermanDay(invoiceDate)})` : ''}, spätestens heute.`,
    },
  };
}

/**
 * The steps of an invoice that ask for a date, as the dialog shows them. A failure is shown in
 * the dialog; when the invoice changed meanwhile, the dialog closes with a toast and the page
 * shows the invoice as it is now.
 */
export function useInvoiceSteps(invoice: Invoice): Record<InvoiceStep, StepDialog> {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const mutations = useInvoiceMutations();
  const { data: settings } = useInvoiceSettings();
  const { data: quote } = useQuote(invoice.quoteId);
  const limits = dateLimits(invoice, quote?.finalizedAt);

  const outcomeOf = async (failure: Failure | undefined): Promise<DateDialogOutcome> => {
    if (!failure) return;
    const text = failure.message ?? 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.';
    if (!OUTDATED.has(failure.type)) {
      if (failure.type !== 'failure/MissingTenantInformation') return { error: text };
      return { error: text, description: <Link to={COMPANY_SETTINGS_PATH}>Firmendaten vervollständigen</Link> };
    }
    void message.error(text);
    await mutations.refresh();
    return 'closed';
  };

  const nextNumber = settings ? ` (${formatInvoiceNumber(settings.prefix, settings.nextNumber)})` : '';
  return {
    issue: {
      title: 'Rechnung stellen',
      text: `Die Rechnung erhält die nächste Nummer Ihres Nummernkreises${nextNumber} und wird festgeschrieben: Danach kann sie weder geändert noch gelöscht werden. Korrigieren lässt sie sich nur noch mit einer Stornorechnung.`,
      label: 'Rechnungsdatum',
      initialDate: today(),
      ...limits.issue,
      okText: 'Rechnung stellen',
      successMessage: 'Rechnung gestellt.',
      onSubmit: async (invoiceDate) => outcomeOf((await mutations.issue(invoice.id, invoice.version, invoiceDate)).failure),
    },
    cancel: {
      title: `${invoiceTitle(invoice)} stornieren`,
      text: 'Es wird eine Stornorechnung mit der nächsten Rechnungsnummer gestellt, die diese Rechnung vollständig aufhebt. Die Rechnung selbst bleibt unverändert erhalten.',
      label: 'Datum der Stornorechnung',
      initialDate: today(),
      ...limits.cancel,
      okText: 'Stornieren',
      successMessage: 'Rechnung storniert.',
      onSubmit: async (invoiceDate) => {
        const { data, failure } = await mutations.cancel(invoice.id, invoiceDate);
        if (data) void navigate(`/invoices/${data.id}`);
        return outcomeOf(failure);
      },
    },
    pay: {
      title: 'Als bezahlt markieren',
      text: `Offener Betrag: ${formatCents(invoice.amountDue)}. Tragen Sie ein, wann die Zahlung eingegangen ist.`,
      label: 'Bezahlt am',
      initialDate: today(),
      ...limits.pay,
      okText: 'Als bezahlt markieren',
      successMessage: 'Zahlung erfasst.',
      onSubmit: async (paidOn) => outcomeOf((await mutations.setPaidOn(invoice.id, paidOn)).failure),
    },
  };
}

/** Taking back a recorded payment, after asking. */
export function useTakeBackPayment(invoice: Invoice) {
  const { message, modal } = App.useApp();
  const mutations = useInvoiceMutations();
  return () =>
    void modal.confirm({
      title: 'Zahlung zurücknehmen?',
      content: 'Die Rechnung gilt dann wieder als offen.',
      okText: 'Zahlung zurücknehmen',
      cancelText: 'Abbrechen',
      onOk: async () => {
        const { failure } = await mutations.setPaidOn(invoice.id, null);
        if (failure) void message.error(failure.message);
        else void message.success('Zahlung zurückgenommen.');
      },
    });
}
