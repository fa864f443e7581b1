import { endpoint } from '../endpoint';
import { AcceptQuoteSchema, CreateQuoteLinkSchema, DeclineQuoteSchema, type CreatedQuoteLink, type PublicQuote, type QuoteLink, type UnseenQuoteAnswer } from './schemas';

const LINK_FAILURES = ['failure/NotFound', 'failure/LinkExpired', 'failure/LinkRevoked'] as const;

/** The installer's side: links of a finalized quote and the answers that came in. */
export const quoteLinkEndpoints = {
  /** `failure/NotFound`: no finalized quote of this id; `failure/AlreadyAnswered`: the customer accepted or declined it. */
  create: endpoint<CreatedQuoteLink>()({
    method: 'POST',
    path: '/api/electro/configurations/:id/quote/links',
    body: CreateQuoteLinkSchema,
    permission: 'plan',
    failures: ['failure/NotFound', 'failure/AlreadyAnswered'],
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
  /** Answers through links the company has not been shown yet; marks them shown. */
  takeUnseenAnswers: endpoint<UnseenQuoteAnswer[]>()({
    method: 'POST',
    path: '/api/electro/quote-answers/unseen',
    permission: 'read',
  }),
};

/**
 * The customer's side, without sign-in: the token in the path is the only key. Unknown tokens
 * answer `failure/NotFound`, expired ones `failure/LinkExpired`, revoked ones `failure/LinkRevoked`;
 * too many requests per link or address answer 429.
 */
export const publicQuoteEndpoints = {
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
    failures: [...LINK_FAILURES],
  }),
  /** `failure/AlreadyAnswered` once the link or the quote was answered. */
  accept: endpoint<PublicQuote>()({
    method: 'POST',
    path: '/api/public/quote-links/:token/accept',
    auth: 'none',
    body: AcceptQuoteSchema,
    failures: [...LINK_FAILURES, 'failure/AlreadyAnswered'],
  }),
  decline: endpoint<PublicQuote>()({
    method: 'POST',
    path: '/api/public/quote-links/:token/decline',
    auth: 'none',
    body: DeclineQuoteSchema,
    failures: [...LINK_FAILURES, 'failure/AlreadyAnswered'],
  }),
};
