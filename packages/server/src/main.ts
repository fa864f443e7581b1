import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { ConfigError, loadConfig, type Config } from './config';
import { createDatabase, type Db } from './db/database';
import { runMigrations } from './db/migrate';
import { ensureDemoAccount, runPendingSteps, announceDemoAccount } from './demo';
import { registerBackupEndpoint, writeBackupAccess } from './backup';
import { createApp } from './app';
import { createLogger, flushLogger } from './logger';
import { createSecretStore, type SecretStore } from './secrets/secretStore';

/** Creates the demo account before the server answers; returns the demo company's id. */
async function prepareDemoAccount(config: Config, db: Db, secrets: SecretStore, logger: Logger): Promise<string> {
  const password = config.demoPassword ?? (await secrets.getOrCreate('demo-password'));
  const { tenantId, created } = await ensureDemoAccount(db, password);
  announceDemoAccount(logger, { created, password, passwordFromEnvironment: config.demoPassword !== null });
  return tenantId;
}

/** The demo data (catalogue, customers, projects …) is added while the server already answers. */
function seedDemoDataInBackground(db: Db, tenantId: string, logger: Logger): void {
  runPendingSteps(db, tenantId).then(
    () => logger.info('demo data ready'),
    (error: unknown) => logger.error({ err: error }, 'demo data could not be added'),
  );
}

function closeOnSignals(app: FastifyInstance, db: Db, logger: Logger, beforeClose: () => void = () => {}): void {
  const shutDown = async (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'shutting down');
    beforeClose();
    await app.close();
    await db.destroy();
    logger.info('shut down');
    await flushLogger(logger);
    process.exit(0);
  };
  process.once('SIGTERM', shutDown);
  process.once('SIGINT', shutDown);
}

async function start(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const db = await createDatabase(config.database, logger);
  const applied = await runMigrations(db);
  if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');

  const secrets = createSecretStore(config, db);
  const jwtSecret = config.jwtSecret ?? (await secrets.getOrCreate('jwt-secret'));
  const demoTenantId = config.demoCompany ? await prepareDemoAccount(config, db, secrets, logger) : null;

  const app = createApp({ config, db, jwtSecret, logger });
  const backup = config.database.kind === 'pglite' ? registerBackupEndpoint(app, db) : null;
  await app.listen({ port: config.port, host: config.host });
  const removeBackupAccess = backup ? writeBackupAccess(config.dataDir, config.port, backup.token) : undefined;
  closeOnSignals(app, db, logger, removeBackupAccess);
  logger.info(`listening on http://localhost:${config.port}`);
  if (demoTenantId) seedDemoDataInBackground(db, demoTenantId, logger);
}

start().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
