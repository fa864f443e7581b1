import { endpoint } from '../endpoint';
import {
  AcceptQuoteSchema,
  CreateQuoteLinkSchema,
  DeclineQuoteSchema,
  QuoteAnswerMailSettingSchema,
  type CreatedQuoteLink,
  type PublicQuote,
  type QuoteAnswerMailSetting,
  type QuoteLink,
  type UnseenQuoteAnswer,
} from './schemas';
import { inEnvironment } from '../endpointEnvironment';

const LINK_FAILURES = ['failure/NotFound', 'failure/LinkExpired', 'failure/LinkRevoked'] as const;

/** The installer's side: links of a finalized quote and the answers that came in. */
export const quoteLinkEndpoints = inEnvironment('both', {
  /**
   * `failure/NotFound`: no finalized quote of this id; `failure/AlreadyAnswered`: the customer accepted or
   * declined it; `failure/QuoteExpired`: the offer's validity ended. A link never outlives the offer's
   * validity: its end is the earlier of `validDays` and the end of the `offerValidUntil` day (German time).
   */
  create: endpoint<CreatedQuoteLink>()({
    method: 'POST',
    path: '/api/electro/configurations/:id/quote/links',
    body: CreateQuoteLinkSchema,
    permission: 'plan',
    failures: ['failure/NotFound', 'failure/AlreadyAnswered', 'failure/QuoteExpired'],
  }),
  list: endpoint<QuoteLink[]>()({
    method: 'GET',
    path: '/api/electro/configurations/:id/quote/links',
    failures: ['failure/NotFound'],
  }),
  /** Revokes a link; its record and any answer stay. */
  revoke: endpoint<QuoteLink>()({
    method: 'DELETE',
    path: '/api/electro/configurations/:id/quote/links/:linkId',
    permission: 'plan',
    failures: ['failure/NotFound'],
  }),
  /** Answers through links the signed-in user has not dismissed yet (since they joined), oldest first. */
  unseenAnswers: endpoint<UnseenQuoteAnswer[]>()({
    method: 'GET',
    path: '/api/electro/quote-answers/unseen',
    permission: 'read',
  }),
  /** The signed-in user has seen the answer; other users still see it until they dismiss it. */
  dismissAnswer: endpoint<null>()({
    method: 'POST',
    path: '/api/electro/quote-answers/:linkId/dismiss',
    permission: 'read',
    failures: ['failure/NotFound'],
  }),
  /** Whether the signed-in user gets answers by e-mail; on for owners until they turn it off. */
  mailSetting: endpoint<QuoteAnswerMailSetting>()({
    method: 'GET',
    path: '/api/electro/quote-answers/mail-setting',
    permission: 'ownAccount',
  }),
  setMailSetting: endpoint<QuoteAnswerMailSetting>()({
    method: 'PUT',
    path: '/api/electro/quote-answers/mail-setting',
    permission: 'plan',
    body: QuoteAnswerMailSettingSchema,
  }),
});

/**
 * The customer's side, without sign-in: the token in the path is the only key. Unknown tokens
 * answer `failure/NotFound`, expired ones `failure/LinkExpired`, revoked ones `failure/LinkRevoked`;
 * too many requests per link or address answer 429. A link of an answered quote shows the quote
 * with its answer; a link of an expired offer shows it with `offerExpired`, for the page to say so.
 */
export const publicQuoteEndpoints = inEnvironment('both', {
  get: endpoint<PublicQuote>()({
    method: 'GET',
    path: '/api/public/quote-links/:token',
    auth: 'none',
    failures: [...LINK_FAILURES],
  }),
  pdf: endpoint<Blob>()({
    method: 'GET',
    path: '/api/public/quote-links/:token/pdf',
    auth: 'none',
    binary: true,
    failures: [...LINK_FAILURES, 'failure/DocumentPending'],
  }),
  /**
   * `failure/AlreadyAnswered` once the link or the quote was answered; `failure/QuoteExpired` (422)
   * after the end of the `offerValidUntil` day, German time (declining likewise).
   */
  accept: endpoint<PublicQuote>()({
    method: 'POST',
    path: '/api/public/quote-links/:token/accept',
    auth: 'none',
    body: AcceptQuoteSchema,
    failures: [...LINK_FAILURES, 'failure/AlreadyAnswered', 'failure/QuoteExpired', 'failure/DocumentPending'],
  }),
  decline: endpoint<PublicQuote>()({
    method: 'POST',
    path: '/api/public/quote-links/:token/decline',
    auth: 'none',
    body: DeclineQuoteSchema,
    failures: [...LINK_FAILURES, 'failure/AlreadyAnswered', 'failure/QuoteExpired', 'failure/DocumentPending'],
  }),
});
