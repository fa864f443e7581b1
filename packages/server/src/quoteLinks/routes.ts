import {
  letterGreeting,
  MSG_MAIL_NOT_CONFIGURED,
  MSG_QUOTE_ALREADY_ANSWERED,
  MSG_QUOTE_LINK_NO_EMAIL,
  MSG_QUOTE_NOT_SHAREABLE,
  msgQuoteExpiredForLink,
  offerValidUntil,
  quoteLinkEndpoints,
  type Quote,
} from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { withTenant } from '../db/scopes';
import { registerEndpoint } from '../http/registerEndpoint';
import { failure, success } from '../http/results';
import { invalidField } from '../http/errors';
import type { AppServices } from '../http/services';
import { quoteLinkMail, type Mailer } from '../mail';
import { findQuote, isOfferExpired } from '../quotes';
import { findMailSetting, saveMailSetting } from './answerNotices';
import { linkCap } from './publicQuote';
import { dismissAnswer, findCustomerEmailOfQuote, insertLink, listLinks, listUnseenAnswers, revokeLink, type LinkQuoteState } from './repository';
import { newLinkToken } from '../auth';

const DAY_MS = 24 * 60 * 60 * 1000;
const quoteNotFound = () => failure('failure/NotFound', MSG_QUOTE_NOT_SHAREABLE);

const isAnswered = (quote: Quote) => quote.quoteStatus === 'Accepted' || quote.quoteStatus === 'Declined';
const linkQuoteState = (quote: Quote): LinkQuoteState => ({ answered: isAnswered(quote), offerExpired: isOfferExpired(offerValidUntil(quote)) });

/** Sends the link to the customer's address of the quote; answers that address, `null` when it failed. */
async function mailLink(mailer: Mailer, publicUrl: string, to: string, quote: Quote, token: string, expiresAt: Date) {
  const sent = await mailer.send(
    quoteLinkMail({
      to,
      greeting: letterGreeting(quote.customer),
      companyName: quote.company.name,
      quoteName: quote.quoteName,
      quoteNumber: quote.quoteNumber,
      url: `${publicUrl}/angebot/${token}`,
      expiresAt,
      signature: quote.company.name,
    }),
  );
  return sent ? to : null;
}

/** The company's side of the links: create (and e-mail), list, revoke, and the answers not yet shown. */
export function registerQuoteLinkRoutes(app: FastifyInstance, { config, db, mailer }: AppServices): void {
  registerEndpoint(app, quoteLinkEndpoints.create, async ({ tenantId, params, body }) => {
    if (body.sendByEmail && !mailer.enabled) throw invalidField('sendByEmail', MSG_MAIL_NOT_CONFIGURED);
    const created = await withTenant(db, tenantId, async (trx) => {
      const quote = await findQuote(trx, tenantId, params.id);
      if (!quote) return 'not-found' as const;
      // An accepted or declined quote is answered; a new link would only show the customer a refusal.
      if (isAnswered(quote)) return 'answered' as const;
      const validUntil = offerValidUntil(quote);
      if (isOfferExpired(validUntil)) return { expiredOn: validUntil, link: null };
      // Today's address of the customer; the one frozen with the quote only when the customer is gone.
      const email = (await findCustomerEmailOfQuote(trx, tenantId, params.id)) ?? quote.customer.email ?? '';
      if (body.sendByEmail && !email) throw invalidField('sendByEmail', MSG_QUOTE_LINK_NO_EMAIL);
      const { token, tokenSha256 } = newLinkToken();
      // A link never outlives the offer: the customer could otherwise accept an expired one.
      const expiresAt = new Date(Math.min(Date.now() + body.validDays * DAY_MS, linkCap(validUntil).getTime()));
      const link = await insertLink(trx, tenantId, { id: randomUUID(), quoteId: params.id, tokenSha256, expiresAt }, linkQuoteState(quote));
      return { quote, email, link, token, expiresAt };
    });
    if (created === 'not-found') return quoteNotFound();
    if (created === 'answered') return failure('failure/AlreadyAnswered', MSG_QUOTE_ALREADY_ANSWERED, 409);
    if (!created.link) return failure('failure/QuoteExpired', msgQuoteExpiredForLink(created.expiredOn));
    const { quote, email, link, token, expiresAt } = created;
    // Sent once the link is stored: a mail server that is down never loses the link, it is shown to copy.
    const emailedTo = body.sendByEmail ? await mailLink(mailer, config.publicUrl, email, quote, token, expiresAt) : null;
    return success({ link, token, emailedTo });
  });

  registerEndpoint(app, quoteLinkEndpoints.list, ({ tenantId, params }) =>
    withTenant(db, tenantId, async (trx) => {
      const quote = await findQuote(trx, tenantId, params.id);
      return quote ? success(await listLinks(trx, tenantId, params.id, linkQuoteState(quote))) : quoteNotFound();
    }),
  );

  registerEndpoint(app, quoteLinkEndpoints.revoke, ({ tenantId, params }) =>
    withTenant(db, tenantId, async (trx) => {
      const quote = await findQuote(trx, tenantId, params.id);
      const link = quote && (await revokeLink(trx, tenantId, params.id, params.linkId, linkQuoteState(quote)));
      return link ? success(link) : failure('failure/NotFound', 'Link nicht gefunden.');
    }),
  );

  registerEndpoint(app, quoteLinkEndpoints.unseenAnswers, ({ tenantId, userId }) =>
    withTenant(db, tenantId, async (trx) => success(await listUnseenAnswers(trx, tenantId, userId))),
  );

  registerEndpoint(app, quoteLinkEndpoints.dismissAnswer, ({ tenantId, userId, params }) =>
    withTenant(db, tenantId, async (trx) =>
      (await dismissAnswer(trx, tenantId, userId, params.linkId)) ? success(null) : failure('failure/NotFound', 'Antwort nicht gefunden.'),
    ),
  );

  registerEndpoint(app, quoteLinkEndpoints.mailSetting, ({ tenantId, userId, roles }) =>
    withTenant(db, tenantId, async (trx) => success(await findMailSetting(trx, tenantId, userId, roles))),
  );

  registerEndpoint(app, quoteLinkEndpoints.setMailSetting, ({ tenantId, userId, roles, body }) =>
    withTenant(db, tenantId, async (trx) => {
      await saveMailSetting(trx, tenantId, userId, body.wantsMail);
      return success(await findMailSetting(trx, tenantId, userId, roles));
    }),
  );
}
