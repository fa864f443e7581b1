import {
  MSG_QUOTE_ALREADY_ANSWERED,
  MSG_QUOTE_EXPIRED,
  MSG_QUOTE_LINK_EXPIRED,
  MSG_QUOTE_LINK_NOT_FOUND,
  MSG_QUOTE_LINK_REVOKED,
  MSG_QUOTE_LINK_TOO_MANY,
  publicQuoteEndpoints,
} from '@planner/api';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Db } from '../db/database';
import { withTenant, type TenantTransaction } from '../db/scopes';
import { tooManyRequests } from '../http/errors';
import { registerEndpoint } from '../http/registerEndpoint';
import { failure, success } from '../http/results';
import type { AppServices } from '../http/services';
import { documentAnswer, documentPending, readDocument } from '../documents';
import { answerQuote } from './answerQuote';
import { readPublicQuote, type LinkProblem } from './publicQuote';
import { findAnswerMailRecipients, mailAnswer } from './answerNotices';
import { accessLink } from './publicAccess';
import { TOKEN_PATTERN } from '../auth';

/** A token of another shape is no link: answered like an unknown one. */
const TokenParams = v.object({ token: v.pipe(v.string(), v.regex(TOKEN_PATTERN, MSG_QUOTE_LINK_NOT_FOUND)) });

const linkProblem = (problem: LinkProblem) => {
  if (problem === 'expired') return failure('failure/LinkExpired', MSG_QUOTE_LINK_EXPIRED, 404);
  if (problem === 'revoked') return failure('failure/LinkRevoked', MSG_QUOTE_LINK_REVOKED, 404);
  return failure('failure/NotFound', MSG_QUOTE_LINK_NOT_FOUND);
};

/** Runs `fn` in the tenant of the token's link, after the request was counted against link and address. */
async function inLinkTenant<T>(
  db: Db,
  token: string,
  ip: string,
  fn: (trx: TenantTransaction, tenantId: string, linkId: string) => Promise<T>,
): Promise<T | ReturnType<typeof linkProblem>> {
  const access = await accessLink(db, token, ip);
  if (access.kind === 'throttled') throw tooManyRequests(MSG_QUOTE_LINK_TOO_MANY);
  if (access.kind === 'unknown') return linkProblem('not-found');
  return withTenant(db, access.tenantId, (trx) => fn(trx, access.tenantId, access.linkId));
}

/** The customer's side of a link, without sign-in. */
export function registerPublicQuoteRoutes(app: FastifyInstance, { config, db, blobs, mailer }: AppServices): void {
  const options = { params: TokenParams };

  registerEndpoint(
    app,
    publicQuoteEndpoints.get,
    async ({ params, request }) =>
      inLinkTenant(db, params.token, request.ip, async (trx, tenantId, linkId) => {
        const read = await readPublicQuote(trx, tenantId, blobs, linkId);
        return read.kind === 'found' ? success(read.quote) : linkProblem(read.kind);
      }),
    options,
  );

  registerEndpoint(
    app,
    publicQuoteEndpoints.pdf,
    async ({ params, request }) =>
      inLinkTenant(db, params.token, request.ip, async (trx, tenantId, linkId) => {
        const read = await readPublicQuote(trx, tenantId, blobs, linkId);
        if (read.kind !== 'found') return linkProblem(read.kind);
        const link = await trx.selectFrom('quote_links').select('quote_id').where('tenant_id', '=', tenantId).where('id', '=', linkId).executeTakeFirstOrThrow();
        const file = await readDocument(trx, tenantId, blobs, { kind: 'Quote', id: link.quote_id });
        return file ? documentAnswer(file) : linkProblem('not-found');
      }),
    options,
  );

  for (const [route, kind] of [
    [publicQuoteEndpoints.accept, 'Accepted'],
    [publicQuoteEndpoints.decline, 'Declined'],
  ] as const) {
    registerEndpoint(
      app,
      route,
      async ({ params, request, body }) => {
        let mailAfterCommit: (() => Promise<void>) | undefined;
        const result = await inLinkTenant(db, params.token, request.ip, async (trx, tenantId, linkId) => {
          const evidence = {
            signerName: 'fullName' in body ? body.fullName : '',
            reason: 'reason' in body ? body.reason : '',
            ipAddress: request.ip,
            userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
          };
          const outcome = await answerQuote(trx, tenantId, blobs, linkId, kind, evidence);
          if (outcome.kind === 'answered') {
            const recipients = mailer.enabled ? await findAnswerMailRecipients(trx, tenantId) : [];
            mailAfterCommit = () => mailAnswer(mailer, config.publicUrl, recipients, outcome.answered);
            return success(outcome.quote);
          }
          if (outcome.kind === 'already-answered') return failure('failure/AlreadyAnswered', MSG_QUOTE_ALREADY_ANSWERED, 409);
          if (outcome.kind === 'quote-expired') return failure('failure/QuoteExpired', MSG_QUOTE_EXPIRED);
          if (outcome.kind === 'document-pending') return documentPending();
          return linkProblem(outcome.kind);
        });
        // Mailed once the answer is stored; the customer does not wait for the mail server.
        if (mailAfterCommit) void mailAfterCommit();
        return result;
      },
      options,
    );
  }
}
