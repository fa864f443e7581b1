import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { ConfigError, loadConfig, type Config } from './config';
import { createDatabase, type Db } from './db/database';
import { runMigrations } from './db/migrate';
import { seedDemoCompany } from './demo/seedDemoCompany';
import { createApp } from './http/createApp';
import { createLogger } from './logger';
import { createSecretStore, type SecretStore } from './secrets/secretStore';

async function seedDemo(config: Config, db: Db, secrets: SecretStore, logger: Logger): Promise<void> {
  const password = config.demoPassword ?? (await secrets.getOrCreate('demo-password'));
  const { loginName } = await seedDemoCompany(db, password);
  const shownPassword = config.demoPassword ? '(aus DEMO_PASSWORD)' : password;
  logger.info(`========== Demo-Zugang: ${loginName} / Passwort: ${shownPassword} ==========`);
}

function closeOnSignals(app: FastifyInstance, db: Db, logger: Logger): void {
  const shutDown = async (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'shutting down');
    await app.close();
    await db.destroy();
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
  if (config.demoSeed) await seedDemo(config, db, secrets, logger);

  const app = createApp({ config, db, jwtSecret, logger });
  closeOnSignals(app, db, logger);
  await app.listen({ port: config.port, host: config.host });
  logger.info(`listening on http://localhost:${config.port}`);
}

start().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
