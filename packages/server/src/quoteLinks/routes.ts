import { MSG_QUOTE_NOT_SHAREABLE, quoteLinkEndpoints } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { withTenant } from '../db/scopes';
import { registerEndpoint } from '../http/registerEndpoint';
import { failure, success } from '../http/results';
import type { AppServices } from '../http/services';
import { findQuote } from '../quotes';
import { insertLink, listLinks, revokeLink, takeUnseenAnswers } from './repository';
import { newLinkToken } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
const quoteNotFound = () => failure('failure/NotFound', MSG_QUOTE_NOT_SHAREABLE);

/** The company's side of the links: create, list, revoke, and the answers not yet shown. */
export function registerQuoteLinkRoutes(app: FastifyInstance, { db }: AppServices): void {
  registerEndpoint(app, quoteLinkEndpoints.create, ({ tenantId, params, body }) =>
    withTenant(db, tenantId, async (trx) => {
      if (!(await findQuote(trx, tenantId, params.id))) return quoteNotFound();
      const { token, tokenSha256 } = newLinkToken();
      const expiresAt = new Date(Date.now() + body.validDays * DAY_MS);
      const link = await insertLink(trx, tenantId, { id: randomUUID(), quoteId: params.id, tokenSha256, expiresAt });
      return success({ link, token });
    }),
  );

  registerEndpoint(app, quoteLinkEndpoints.list, ({ tenantId, params }) =>
    withTenant(db, tenantId, async (trx) =>
      (await findQuote(trx, tenantId, params.id)) ? success(await listLinks(trx, tenantId, params.id)) : quoteNotFound(),
    ),
  );

  registerEndpoint(app, quoteLinkEndpoints.revoke, ({ tenantId, params }) =>
    withTenant(db, tenantId, async (trx) => {
      const link = await revokeLink(trx, tenantId, params.id, params.linkId);
      return link ? success(link) : failure('failure/NotFound', 'Link nicht gefunden.');
    }),
  );

  registerEndpoint(app, quoteLinkEndpoints.takeUnseenAnswers, ({ tenantId }) =>
    withTenant(db, tenantId, async (trx) => success(await takeUnseenAnswers(trx, tenantId))),
  );
}
