import * as v from 'valibot';
import { NonNegativeCents } from '../common';
import { IsoDate } from '../dates';
import type { DocumentState } from '../documents';
import { DEBTOR_KINDS, PUBLISHED_BASE_RATES, type BaseRate, type DebtorKind, type InterestPeriod } from './defaultInterest';

/** The steps of a payment reminder, in the order they are sent: a friendly reminder, then the 1st and 2nd dunning letter. */
export const REMINDER_LEVELS = ['Reminder', 'First', 'Second'] as const;
export type ReminderLevel = (typeof REMINDER_LEVELS)[number];
export const REMINDER_LEVEL_LABELS: Record<ReminderLevel, string> = {
  Reminder: 'Zahlungserinnerung',
  First: '1. Mahnung',
  Second: '2. Mahnung',
};
/** The letter's name in file names: 'Zahlungserinnerung', 'Mahnung-1'. */
export const REMINDER_FILE_LABELS: Record<ReminderLevel, string> = { Reminder: 'Zahlungserinnerung', First: 'Mahnung-1', Second: 'Mahnung-2' };

/** The level that comes next after the ones sent, or `null` after the 2nd dunning letter. */
export const nextReminderLevel = (sent: readonly ReminderLevel[]): ReminderLevel | null => REMINDER_LEVELS[sent.length] ?? null;

/** Only dunning letters carry the company's fee and default interest; a friendly reminder asks for the invoice amount. */
export const chargesFees = (level: ReminderLevel) => level !== 'Reminder';

/** The lump sum of § 288 Abs. 5 BGB, 40 €, in cents. */
export const LATE_PAYMENT_LUMP_SUM = 4_000;

/**
 * Whether a reminder charges the lump sum of § 288 Abs. 5 BGB: a dunning letter (the debtor is in
 * default) to a debtor who is not a consumer, once per invoice, the first dunning letter that may.
 */
export const chargesLumpSum = (level: ReminderLevel, debtor: DebtorKind, chargedBefore: boolean) =>
  chargesFees(level) && debtor === 'Business' && !chargedBefore;

/** A reminder as sent: its figures are frozen when it is made. */
export interface PaymentReminder {
  id: string;
  invoiceId: string;
  invoiceNumber: string;
  level: ReminderLevel;
  /** The German day it was made and is dated. */
  reminderDate: string;
  debtor: DebtorKind;
  /** The invoice's open amount, in cents. */
  amountDue: number;
  fee: number;
  interest: number;
  /** The 40 € lump sum of § 288 Abs. 5 BGB in cents, on the first dunning letter to a business; else 0. */
  lumpSum: number;
  /** The days interest is charged for, each at its rate; empty on a friendly reminder. */
  interestPeriods: InterestPeriod[];
  /** Amount due plus fee, interest and lump sum. */
  total: number;
  /** The new date to pay by. */
  payBy: string;
  /** Whom it was e-mailed to; `null` when no mail server is configured, the customer has no e-mail or the mail failed. */
  emailedTo: string | null;
  createdAt: string;
  pdfState: DocumentState;
}

export const MSG_REMINDER_FEE = 'Bitte geben Sie eine Mahngebühr von 0 € bis 100 € an.';
export const MSG_BASE_RATE = 'Bitte geben Sie einen Basiszinssatz zwischen −10 % und 20 % an.';
export const MSG_BASE_RATES = 'Bitte geben Sie mindestens einen und höchstens 100 Basiszinssätze mit verschiedenen Daten an.';
export const MSG_PAY_DAYS = 'Bitte geben Sie eine Zahlungsfrist von 1 bis 60 Tagen an.';
export const MSG_NOT_OVERDUE = 'Nur überfällige, gestellte Rechnungen können angemahnt werden.';
export const MSG_REMINDER_LEVEL = 'Diese Mahnstufe ist nicht die nächste. Bitte laden Sie die Seite neu.';
export const MSG_REMINDERS_COMPLETE = 'Zu dieser Rechnung wurden bereits Zahlungserinnerung, 1. und 2. Mahnung erstellt.';
export const MSG_REMINDER_NOT_FOUND = 'Mahnung nicht gefunden.';

const wholeNumber = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

export const BaseRateSchema = v.object({ validFrom: IsoDate, basisPoints: wholeNumber(-1_000, 2_000, MSG_BASE_RATE) });

/** The company's dunning settings: the fee of a dunning letter, the days given to pay, and the base rates by date. */
export const ReminderSettingsSchema = v.object({
  fee: v.pipe(NonNegativeCents, v.maxValue(10_000, MSG_REMINDER_FEE)),
  payDays: wholeNumber(1, 60, MSG_PAY_DAYS),
  baseRates: v.pipe(
    v.array(BaseRateSchema, MSG_BASE_RATES),
    v.minLength(1, MSG_BASE_RATES),
    v.maxLength(100, MSG_BASE_RATES),
    v.check((rates) => new Set(rates.map((rate) => rate.validFrom)).size === rates.length, MSG_BASE_RATES),
    v.transform((rates): BaseRate[] => [...rates].sort((a, b) => a.validFrom.localeCompare(b.validFrom))),
  ),
});
export type ReminderSettings = v.InferOutput<typeof ReminderSettingsSchema>;

/** What a company has before it changes anything: 2,50 € per dunning letter, 10 days, the published base rates. */
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = { fee: 250, payDays: 10, baseRates: [...PUBLISHED_BASE_RATES] };

/** Makes the next reminder of an overdue invoice; `level` names the one the user saw as next. */
export const CreateReminderSchema = v.object({
  level: v.picklist(REMINDER_LEVELS, MSG_REMINDER_LEVEL),
  debtor: v.picklist(DEBTOR_KINDS, 'Bitte wählen Sie Verbraucher oder Unternehmer.'),
});

/** The company's overdue invoices at a glance (dashboard). */
export interface OverdueSummary {
  count: number;
  /** Sum of their open amounts, in cents. */
  amountDue: number;
}

/** Whether an invoice is overdue on `today` (a German day): issued, not paid, not a cancellation, its due date passed. */
export const isOverdue = (invoice: { status: string; kind: string; dueDate: string | null }, today: string) =>
  invoice.status === 'Issued' && invoice.kind !== 'Cancellation' && invoice.dueDate !== null && invoice.dueDate < today;
