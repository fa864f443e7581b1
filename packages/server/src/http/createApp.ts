import compress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { createAccessCheck, createSessionValidity } from '../auth/sessionValidity';
import { createTokenService } from '../auth/tokens';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { postgresBlobStore } from '../storage/blobStore';
import { createEnvironmentGuard } from './environmentAccess';
import { installErrorHandler } from './errorHandler';
import { notFound } from './errors';
import { installJsonBodyParser } from './jsonBody';
import { installProtocolCheck } from './protocolCheck';
import { installRequestIdHeader, requestIdFor } from './requestId';
import { featureRoutes } from './routes';
import { installSecurityHeaders } from './securityHeaders';
import type { AppServices } from './services';
import { registerStaticSite } from './static';
import { createRemotesManifestSource } from '../remotes/manifestSource';

export interface AppOptions {
  config: Config;
  db: Db;
  jwtSecret: string;
  logger: FastifyBaseLogger;
}

const BODY_LIMIT_BYTES = 1024 * 1024;

/** The HTTP server: API under /api, the shell, the remotes and /remotes.json. Not yet listening. */
export function createApp({ config, db, jwtSecret, logger }: AppOptions): FastifyInstance {
  const app = Fastify({
    loggerInstance: logger,
    genReqId: requestIdFor,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
  });

  const services: AppServices = {
    config,
    db,
    tokens: createTokenService(jwtSecret),
    sessions: createSessionValidity(db),
    blobs: postgresBlobStore,
  };
  app.decorate('verifyAccessToken', createAccessCheck(services.tokens, services.sessions));
  app.decorate('assertEnvironment', createEnvironmentGuard(db));

  // Compresses API answers and the apps' files (the browser caches hashed chunks for good).
  void app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  installRequestIdHeader(app);
  const manifests = createRemotesManifestSource(config);
  installSecurityHeaders(app, manifests);
  installProtocolCheck(app);
  installJsonBodyParser(app);
  installErrorHandler(app, config.nodeEnv !== 'production');

  // In a plugin of their own, so that they are registered after (and compressed by) @fastify/compress.
  void app.register(async (api) => {
    for (const registerRoutes of featureRoutes) registerRoutes(api, services);
  });

  const site = registerStaticSite(app, { ...config, manifests });
  app.setNotFoundHandler((request, reply) => {
    if (site.isAppPage(request)) return site.sendAppShell(reply);
    const error = notFound();
    return reply.code(error.statusCode).send(error.toBody());
  });

  return app;
}
