/** The quote links feature: customers open a finalized quote by link and accept or decline it. */
import type { FastifyInstance } from 'fastify';
import type { ServerFeature } from '../feature';
import type { AppServices } from '../http/services';
import { registerPublicQuoteRoutes } from './publicRoutes';
import { registerQuoteLinkRoutes } from './routes';

export const quoteLinksFeature: ServerFeature = {
  name: 'quoteLinks',
  registerRoutes(app: FastifyInstance, services: AppServices) {
    registerQuoteLinkRoutes(app, services);
    registerPublicQuoteRoutes(app, services);
  },
  auditedRecords: { quote_links: {} },
};
