import * as v from 'valibot';
import { IsoDate } from '../dates';
import type { VatCategory } from '../tax/vat';

/**
 * The tax adviser's booking batch (DATEV format, ADR 0017): the company's chart of accounts, its
 * consultant and client number, the start of its fiscal year, the length of its ledger accounts
 * and the revenue account of each VAT category.
 */
export const DATEV_CHARTS = ['SKR03', 'SKR04'] as const;
export type DatevChart = (typeof DATEV_CHARTS)[number];
export const DATEV_CHART_LABELS: Record<DatevChart, string> = {
  SKR03: 'SKR 03 (Prozessgliederung)',
  SKR04: 'SKR 04 (Abschlussgliederung)',
};

/** Revenue accounts per VAT category, four digits as the charts name them (ADR 0017). */
export type DatevRevenueAccounts = Record<VatCategory, number>;
export const DATEV_DEFAULT_REVENUE_ACCOUNTS: Record<DatevChart, DatevRevenueAccounts> = {
  /** 8400 Erlöse 19 % USt, 8337 Erlöse aus Leistungen nach § 13b UStG; 8120 for 0 % PV (ADR 0017 says why). */
  SKR03: { Standard: 8400, PvZeroRate: 8120, ReverseCharge: 8337 },
  /** 4400 Erlöse 19 % USt, 4337 Erlöse aus Leistungen nach § 13b UStG; 4120 for 0 % PV (ADR 0017 says why). */
  SKR04: { Standard: 4400, PvZeroRate: 4120, ReverseCharge: 4337 },
};

/** The charts' accounts are four digits long; a longer ledger appends zeros (8400 → 84000 at five). */
export const DATEV_MIN_ACCOUNT_LENGTH = 4;
export const DATEV_MAX_ACCOUNT_LENGTH = 8;
/** The charts' revenue account scaled to the company's ledger length. */
export const datevDefaultAccount = (chart: DatevChart, category: VatCategory, accountLength: number) =>
  DATEV_DEFAULT_REVENUE_ACCOUNTS[chart][category] * 10 ** (accountLength - DATEV_MIN_ACCOUNT_LENGTH);

export const MSG_DATEV_CONSULTANT = 'Bitte geben Sie die Beraternummer an (1001 bis 9999999).';
export const MSG_DATEV_CLIENT = 'Bitte geben Sie die Mandantennummer an (1 bis 99999).';
export const MSG_DATEV_ACCOUNT_LENGTH = 'Die Sachkontenlänge liegt zwischen 4 und 8 Stellen.';
export const MSG_DATEV_FISCAL_YEAR = 'Bitte wählen Sie den Monat, in dem Ihr Wirtschaftsjahr beginnt.';
export const MSG_DATEV_ACCOUNT_DIGITS = 'Ein Sachkonto hat so viele Stellen, wie die Sachkontenlänge angibt.';
export const MSG_DATEV_SETTINGS_MISSING =
  'Bitte tragen Sie zuerst Berater- und Mandantennummer Ihres Steuerberaters in den Firmeneinstellungen (DATEV-Export) ein.';
export const MSG_DATEV_PERIOD = 'Der Zeitraum muss in einem Wirtschaftsjahr liegen und darf nicht vor seinem Beginn enden.';
export const MSG_DATEV_NOTHING = 'Im gewählten Zeitraum gibt es keine gestellten Rechnungen.';
export const MSG_DATEV_DEBTORS_FULL = 'Für weitere Kunden ist kein Debitorenkonto mehr frei. Bitte erhöhen Sie die Sachkontenlänge.';
export const msgDatevPeriodExported = (exportedOn: string) =>
  `Dieser Zeitraum wurde bereits am ${exportedOn} exportiert. Bestätigen Sie, dass Sie ihn erneut exportieren möchten.`;

const whole = (message: string, min: number, max: number) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

const Account = whole(MSG_DATEV_ACCOUNT_DIGITS, 1, 99_999_999);

const hasLength = (account: number, accountLength: number) => String(account).length === accountLength;

const DatevSettingsFields = v.object({
  chart: v.picklist(DATEV_CHARTS),
  consultantNumber: whole(MSG_DATEV_CONSULTANT, 1001, 9_999_999),
  clientNumber: whole(MSG_DATEV_CLIENT, 1, 99_999),
  /** 1 = January; the fiscal year begins on the first of this month. */
  fiscalYearStartMonth: whole(MSG_DATEV_FISCAL_YEAR, 1, 12),
  accountLength: whole(MSG_DATEV_ACCOUNT_LENGTH, DATEV_MIN_ACCOUNT_LENGTH, DATEV_MAX_ACCOUNT_LENGTH),
  revenueAccounts: v.object({ Standard: Account, PvZeroRate: Account, ReverseCharge: Account }),
});
type DatevSettingsFields = v.InferOutput<typeof DatevSettingsFields>;

const accountFits = (category: VatCategory) =>
  v.forward<DatevSettingsFields, v.CheckIssue<DatevSettingsFields>, readonly ["revenueAccounts", VatCategory]>(
    v.check((settings) => hasLength(settings.revenueAccounts[category], settings.accountLength), MSG_DATEV_ACCOUNT_DIGITS),
    ['revenueAccounts', category],
  );

export const DatevSettingsSchema = v.pipe(DatevSettingsFields, accountFits('Standard'), accountFits('PvZeroRate'), accountFits('ReverseCharge'));
export type DatevSettings = v.InferOutput<typeof DatevSettingsSchema>;

/** What a company has before it saved its own: the consultant and client numbers are still missing (null). */
export interface DatevSettingsView extends Omit<DatevSettings, 'consultantNumber' | 'clientNumber'> {
  consultantNumber: number | null;
  clientNumber: number | null;
}

export const DEFAULT_DATEV_SETTINGS: DatevSettingsView = {
  chart: 'SKR03',
  consultantNumber: null,
  clientNumber: null,
  fiscalYearStartMonth: 1,
  accountLength: 4,
  revenueAccounts: DATEV_DEFAULT_REVENUE_ACCOUNTS.SKR03,
};

/** Exports the company's issued invoices dated in a period; `again` confirms exporting a period exported before. */
export const DatevExportSchema = v.pipe(
  v.object({ from: IsoDate, to: IsoDate, again: v.optional(v.boolean(), false) }),
  v.forward(
    v.check((period) => period.to >= period.from, MSG_DATEV_PERIOD),
    ['to'],
  ),
);

/** A booking batch handed to the tax adviser. */
export interface DatevExportRecord {
  id: string;
  from: string;
  to: string;
  invoiceCount: number;
  exportedAt: string;
  /** Who exported it, by name; empty when the user was removed since. */
  exportedBy: string;
}
