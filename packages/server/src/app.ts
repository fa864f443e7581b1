/*
 * The composition root: the HTTP kit (src/http), the shared services and every feature's
 * routes (src/features.ts) come together here and nowhere else. Features import each other only through their
 * index.ts; the lint rule in eslint.config.js keeps it so.
 */
import compress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { createAccessCheck, createSessionValidity, createTokenService } from './auth';
import { features } from './features';
import { documentRenderJobs } from './documents';
import { installExtraPositions } from './planning';
import { createJobQueue } from './jobs/jobQueue';
import { createMailer } from './mail';
import { createRemotesManifestSource } from './remotes';
import type { Config } from './config';
import { embeddedDatabaseOf, notificationsOf, type Db } from './db/database';
import { startTableMaintenance } from './db/tableMaintenance';
import { postgresBlobStore } from './storage/blobStore';
import { createEnvironmentGuard } from './http/environmentAccess';
import { installErrorHandler } from './http/errorHandler';
import { notFound } from './http/errors';
import { installJsonBodyParser } from './http/jsonBody';
import { installProtocolCheck } from './http/protocolCheck';
import { installRequestIdHeader, requestIdFor } from './http/requestId';
import { installSecurityHeaders } from './http/securityHeaders';
import type { AppServices } from './http/services';
import { registerStaticSite } from './http/static';

export interface AppOptions {
  config: Config;
  db: Db;
  jwtSecret: string;
  logger: FastifyBaseLogger;
  /** Whether this process takes background jobs from the queue (ADR 0021); tests run them themselves. */
  runJobs?: boolean;
  /** How often the embedded database's tables are looked at for a vacuum (ADR 0005); a test's is shorter. */
  tableMaintenanceIntervalMs?: number;
}

const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Answers smaller than this go uncompressed: 4 KiB is three TCP segments, sent within the first
 * round trip of even a fresh connection, and compressing it saves at most about 3.5 KB while
 * costing the server a compression stream per answer (docs/adr/0022).
 */
export const COMPRESSION_THRESHOLD_BYTES = 4096;

/** The HTTP server: API under /api, the shell, the remotes and /remotes.json. Not yet listening. */
export function createApp({ config, db, jwtSecret, logger, runJobs = true, tableMaintenanceIntervalMs }: AppOptions): FastifyInstance {
  const app = Fastify({
    loggerInstance: logger,
    genReqId: requestIdFor,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
  });

  const sessions = createSessionValidity(db, notificationsOf(db), logger);
  app.addHook('onClose', async () => sessions.close());
  const services: AppServices = {
    config,
    db,
    tokens: createTokenService(jwtSecret),
    sessions,
    blobs: postgresBlobStore,
    mailer: createMailer(config.mail, logger),
    // The queue takes its handlers from the features, which take the services: set right below.
    jobs: { runNow: () => Promise.resolve() },
    auditedRecords: Object.assign({}, ...features.map((feature) => feature.auditedRecords ?? {})),
  };
  const jobs = createJobQueue({
    db,
    handlers: [
      documentRenderJobs(db, services.blobs, features.flatMap((feature) => feature.documentKinds ?? [])),
      ...features.flatMap((feature) => feature.jobHandlers?.(services) ?? []),
    ],
    leaseSeconds: config.jobLeaseSeconds,
    onError: (error) => app.log.error({ err: error }, 'a background job failed'),
  });
  if (runJobs) app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  // PostgreSQL's autovacuum does this on a server; the embedded database has none (ADR 0005).
  if (runJobs && embeddedDatabaseOf(db)) {
    const maintenance = startTableMaintenance(db, app.log, tableMaintenanceIntervalMs);
    app.addHook('onClose', () => maintenance.stop());
  }
  services.jobs = jobs;
  installExtraPositions(features.find((feature) => feature.extraPositions)?.extraPositions ?? null);
  app.decorate('verifyAccessToken', createAccessCheck(services.tokens, services.sessions));
  app.decorate('assertEnvironment', createEnvironmentGuard(db));

  // Compresses API answers and the apps' files (the browser caches hashed chunks for good).
  void app.register(compress, { global: true, threshold: COMPRESSION_THRESHOLD_BYTES, encodings: ['br', 'gzip'] });
  installRequestIdHeader(app);
  const manifests = createRemotesManifestSource(config);
  installSecurityHeaders(app, manifests);
  installProtocolCheck(app);
  installJsonBodyParser(app);
  installErrorHandler(app, config.nodeEnv !== 'production');

  // In a plugin of their own, so that they are registered after (and compressed by) @fastify/compress.
  void app.register(async (api) => {
    for (const feature of features) feature.registerRoutes?.(api, services);
  });


  const site = registerStaticSite(app, { ...config, manifests });
  app.setNotFoundHandler((request, reply) => {
    if (site.isAppPage(request)) return site.sendAppShell(reply);
    const error = notFound();
    return reply.code(error.statusCode).send(error.toBody());
  });

  return app;
}
