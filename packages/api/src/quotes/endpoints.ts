import * as v from 'valibot';
import { listQuerySchema } from '../envelope';
import { endpoint } from '../endpoint';
import type { ConfigurationPreview } from '../configurations/schemas';
import { QUOTE_STATUSES } from '../configurations/schemas';
import {
  ConfigurationStatusChangeSchema,
  FinalizeQuoteBodySchema,
  QUOTE_SORT_KEYS,
  QuoteStatusChangeSchema,
  QuoteWithdrawalSchema,
  type Quote,
  type QuoteDetail,
  type QuoteListItem,
  type QuotePreview,
} from './schemas';
import { ExtendQuoteValiditySchema } from './validity';
import { inEnvironment } from '../endpointEnvironment';
import { listExportEndpoint } from '../listExport';

export const MSG_QUOTE_PROJECT_NOT_FOUND = 'Projekt nicht gefunden.';
export const MSG_INVALID_CHECKOUT = 'Vertragsleistungen und Sondervereinbarungen sind ungültig.';
export const MSG_MISSING_TENANT_INFORMATION = 'Fehlende Firmendaten';
export const MSG_QUOTE_DATA_UNAVAILABLE = 'Angebotsdaten nicht verfügbar.';

const QuoteListQuerySchema = v.object({
  ...listQuerySchema(QUOTE_SORT_KEYS).entries,
  quoteStatus: v.optional(v.picklist(QUOTE_STATUSES)),
});

export const quoteEndpoints = inEnvironment('both', {
  /** Totals of the configuration at current prices, for the finalize dialog. */
  preview: endpoint<QuotePreview>()({
    method: 'GET',
    path: '/api/electro/configurations/:id/quote/preview',
    failures: ['failure/NotFound'],
  }),
  /**
   * Freezes the configuration into a quote with its PDF (one transaction) and answers the quote;
   * in both environments: the electrical lines and the PV positions (ADR 0030).
   * `failure/NotFound` ('Projekt nicht gefunden.'): unknown configuration;
   * `failure/InvalidQuoteNumber`: longer than 11 characters or already used in the company;
   * `failure/MissingTenantInformation`: address, contact, bank or legal data of the company missing;
   * `failure/invalid-configuration`: a chosen checkout option no longer exists (deleted from its
   * catalogue), an intercom lacks its location, the heating locations are incomplete, cooling
   * without heat pump, or external-PV data do not match the power meter concept, or the PV
   * design's electrical check has errors;
   * `failure/ConfigurationFinalized`: it already is a quote.
   */
  finalize: endpoint<Quote>()({
    method: 'POST',
    permission: 'plan',
    path: '/api/electro/configurations/:id/quote',
    body: FinalizeQuoteBodySchema,
    failures: [
      'failure/NotFound',
      'failure/invalid-configuration',
      'failure/MissingTenantInformation',
      'failure/InvalidQuoteNumber',
      'failure/ConfigurationFinalized',
      'failure/Conflict',
    ],
  }),
  /** The quote with its status lock and the customer's withdrawal, if any. */
  info: endpoint<QuoteDetail>()({
    method: 'GET',
    path: '/api/electro/configurations/:id/quote/info',
    failures: ['failure/NotFound'],
  }),
  pdf: endpoint<Blob>()({
    method: 'GET',
    path: '/api/electro/configurations/:id/quote/pdf',
    binary: true,
    failures: ['failure/NotFound', 'failure/DocumentPending'],
  }),
  /** InProgress ⇄ InReview; a finalized configuration answers `failure/ConfigurationFinalized`. */
  setStatus: endpoint<ConfigurationPreview>()({
    method: 'PUT',
    permission: 'plan',
    path: '/api/electro/configurations/:id/status',
    body: ConfigurationStatusChangeSchema,
    failures: ['failure/NotFound', 'failure/ConfigurationFinalized'],
  }),
  /**
   * Sent ⇄ Accepted/Declined; only for finalized configurations (`failure/NotFound` otherwise).
   * `failure/QuoteStatusLocked` (409): the quote has issued invoices or was withdrawn from, or the
   * customer accepted it online (then only a withdrawal follows).
   */
  setQuoteStatus: endpoint<ConfigurationPreview>()({
    method: 'PUT',
    permission: 'plan',
    path: '/api/electro/configurations/:id/quote/status',
    body: QuoteStatusChangeSchema,
    failures: ['failure/NotFound', 'failure/QuoteStatusLocked'],
  }),
  /**
   * Records the customer's withdrawal from an accepted quote without issued invoices; the quote
   * is then declined and its status locked, the acceptance stays recorded.
   * `failure/QuoteStatusLocked` (409): not accepted, already withdrawn from, issued invoices or open drafts;
   * `failure/InvalidWithdrawal`: a date in the future or before the quote was finalized.
   */
  withdraw: endpoint<QuoteDetail>()({
    method: 'POST',
    permission: 'plan',
    path: '/api/electro/configurations/:id/quote/withdrawal',
    body: QuoteWithdrawalSchema,
    failures: ['failure/NotFound', 'failure/QuoteStatusLocked', 'failure/InvalidWithdrawal'],
  }),
  /**
   * Extends the offer's validity (a recorded act; the PDF is kept as sent). `failure/Conflict`
   * when the validity changed since `previousValidUntil`, `failure/AlreadyAnswered` once the
   * customer accepted or declined.
   */
  extendValidity: endpoint<Quote>()({
    method: 'POST',
    permission: 'plan',
    path: '/api/electro/configurations/:id/quote/validity',
    body: ExtendQuoteValiditySchema,
    failures: ['failure/NotFound', 'failure/Conflict', 'failure/AlreadyAnswered'],
  }),
  /** Every finalized quote of the company. */
  list: endpoint<QuoteListItem[]>()({
    method: 'GET',
    path: '/api/electro/quotes',
    query: QuoteListQuerySchema,
    paged: true,
  }),
  /** The quotes the list shows (search, status, sort) as .xlsx or CSV. */
  export: listExportEndpoint('/api/electro/quotes/export', QuoteListQuerySchema),
});
