import { endpoint } from '../endpoint';
import { inEnvironment } from '../endpointEnvironment';

/**
 * A company's own data in one ZIP (ADR 0035): every record as CSV for German Excel with a JSON
 * twin, every stored document, and the invoices as a GoBD export in the GDPdU description-file
 * form. Built by a background job; the file can be fetched for a day, then it is gone.
 */
export const COMPANY_EXPORT_STATES = ['Queued', 'Running', 'Ready', 'Failed', 'Expired'] as const;
export type CompanyExportState = (typeof COMPANY_EXPORT_STATES)[number];

export const COMPANY_EXPORT_STATE_LABELS: Record<CompanyExportState, string> = {
  Queued: 'Wartet',
  Running: 'Wird erstellt',
  Ready: 'Bereit zum Herunterladen',
  Failed: 'Fehlgeschlagen',
  Expired: 'Abgelaufen',
};

/** How long a finished export can be fetched. */
export const COMPANY_EXPORT_HOURS = 24;

export interface CompanyExport {
  id: string;
  state: CompanyExportState;
  /** 0 to 100 while it is built; 100 once ready. */
  progress: number;
  fileName: string;
  /** Bytes of the ZIP once ready. */
  byteSize: number | null;
  requestedAt: string;
  /** Who asked for it; `null` once that user is gone. */
  requestedBy: string | null;
  finishedAt: string | null;
  /** Until when a ready export can be fetched. */
  expiresAt: string | null;
}

export const MSG_COMPANY_EXPORT_RUNNING = 'Ein Datenexport wird gerade erstellt. Bitte warten Sie, bis er fertig ist.';
export const MSG_COMPANY_EXPORT_EXPIRED = `Dieser Datenexport ist abgelaufen und wurde gelöscht: Exporte stehen ${COMPANY_EXPORT_HOURS} Stunden bereit. Bitte erstellen Sie einen neuen.`;
export const MSG_COMPANY_EXPORT_NOT_READY = 'Dieser Datenexport ist noch nicht fertig.';
export const MSG_COMPANY_EXPORT_NOT_FOUND = 'Diesen Datenexport gibt es nicht.';

export const companyExportEndpoints = inEnvironment('both', {
  /** The company's exports, newest first. */
  list: endpoint<CompanyExport[]>()({
    method: 'GET',
    permission: 'manageCompany',
    path: '/api/company-exports',
  }),
  /** Starts an export; `failure/CompanyExportConflict` (409) while another one is being built. */
  start: endpoint<CompanyExport>()({
    method: 'POST',
    permission: 'manageCompany',
    path: '/api/company-exports',
    failures: ['failure/CompanyExportConflict'],
  }),
  /** One export with its progress. */
  get: endpoint<CompanyExport>()({
    method: 'GET',
    permission: 'manageCompany',
    path: '/api/company-exports/:id',
    failures: ['failure/NotFound'],
  }),
  /**
   * The ZIP, streamed. `failure/NotFound` (404): no such export of this company;
   * `failure/CompanyExportExpired` (410): its time ran out and it was deleted;
   * `failure/CompanyExportNotReady` (409): still being built, or failed.
   */
  download: endpoint<Blob>()({
    method: 'GET',
    permission: 'manageCompany',
    path: '/api/company-exports/:id/file',
    binary: true,
    failures: ['failure/NotFound', 'failure/CompanyExportExpired', 'failure/CompanyExportNotReady'],
  }),
});
