import { endpoint } from '../endpoint';
import { DatevExportSchema, DatevSettingsSchema, type DatevExportRecord, type DatevSettingsView } from './datev';
import { inEnvironment } from '../endpointEnvironment';

export const datevEndpoints = inEnvironment('both', {
  getSettings: endpoint<DatevSettingsView>()({
    method: 'GET',
    path: '/api/datev-settings',
  }),
  putSettings: endpoint<DatevSettingsView>()({
    method: 'PUT',
    permission: 'manageCompany',
    path: '/api/datev-settings',
    body: DatevSettingsSchema,
  }),
  /** The batches handed to the tax adviser so far, newest first. */
  listExports: endpoint<DatevExportRecord[]>()({
    method: 'GET',
    permission: 'plan',
    path: '/api/datev-exports',
  }),
  /**
   * A ZIP of the booking batch (DATEV format, EXTF Buchungsstapel) of the invoices issued in the
   * period, with each invoice's PDF and e-invoice, and records the period as exported.
   * `failure/DatevSettingsMissing`: no consultant and client number yet;
   * `failure/InvalidPeriod`: the period spans two fiscal years; `failure/NothingToExport`: no issued
   * invoice in it; `failure/PeriodExported` (409): the period was exported before and `again` is not set;
   * `failure/DebtorAccountsExhausted`: no debtor account left at the ledger length;
   * `failure/DocumentPending` (409): an invoice's PDF of the period is still being made.
   */
  export: endpoint<Blob>()({
    method: 'POST',
    permission: 'plan',
    path: '/api/datev-exports',
    body: DatevExportSchema,
    binary: true,
    failures: [
      'failure/DatevSettingsMissing',
      'failure/InvalidPeriod',
      'failure/NothingToExport',
      'failure/PeriodExported',
      'failure/DebtorAccountsExhausted',
      'failure/DocumentPending',
    ],
  }),
});
