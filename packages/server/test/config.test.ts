import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { repoRoot } from '../src/paths';

describe('loadConfig', () => {
  it('has defaults for a fresh machine: embedded PGlite in ./data of the repository', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      nodeEnv: 'development',
      dataDir: join(repoRoot, 'data'),
      database: { kind: 'pglite', dataDir: join(repoRoot, 'data', 'pglite'), fsync: true },
      jwtSecret: null,
      staticRoot: repoRoot,
      deployDir: join(repoRoot, 'deploy'),
      remotesConfigPath: null,
      registrationEnabled: true,
      registrationsPerHour: 10,
      demoHosts: [],
      autoLoginOnRequestHosts: [],
      autoLogin: null,
      demoCompany: true,
      logLevel: 'info',
    });
  });

  it('sends mail only with SMTP_URL, with links that start with PUBLIC_URL (never a request’s host)', () => {
    expect(loadConfig({})).toMatchObject({ mail: null, publicUrl: 'http://localhost:3000' });
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.de:465', PUBLIC_URL: 'https://planer.example.de/', PORT: '8080' })).toMatchObject({
      mail: { smtpUrl: 'smtps://u:p@mail.example.de:465', from: 'Meisterplaner <no-reply@localhost>' },
      publicUrl: 'https://planer.example.de',
    });
    expect(() => loadConfig({ SMTP_URL: 'mail.example.de' })).toThrow(ConfigError);
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(ConfigError);
  });

  it('uses a PostgreSQL server with DATABASE_URL and treats empty variables as unset', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://app@db:5432/planner', PORT: '', DEMO_HOSTS: 'Demo.Example.de, ,b.de' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://app@db:5432/planner', preparedStatements: false, poolSize: 10 });
    expect(config.port).toBe(3000);
    expect(config.demoHosts).toEqual(['demo.example.de', 'b.de']);
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db/planner', DATABASE_PREPARED_STATEMENTS: 'true' }).database).toMatchObject({ preparedStatements: true });
    expect(() => loadConfig({ DATABASE_URL: 'postgres://app@db/planner', DATABASE_PREPARED_STATEMENTS: 'ja' })).toThrow(ConfigError);
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db/planner', DATABASE_POOL_SIZE: '4' }).database).toMatchObject({ poolSize: 4 });
  });

  it('creates the demo company on the embedded database, not on a PostgreSQL server unless asked', () => {
    expect(loadConfig({}).demoCompany).toBe(true);
    expect(loadConfig({ DEMO_COMPANY: 'false' }).demoCompany).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db/planner' }).demoCompany).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db/planner', DEMO_COMPANY: 'true' }).demoCompany).toBe(true);
  });

  it.each([
    [{ PORT: 'achtzig' }, /PORT must be a port number/],
    [{ JWT_SECRET: 'kurz' }, /JWT_SECRET must be at least 32 characters long/],
    [{ REGISTRATION_ENABLED: 'vielleicht' }, /REGISTRATION_ENABLED must be "true" or "false"/],
    [{ REGISTRATIONS_PER_HOUR: 'viele' }, /REGISTRATIONS_PER_HOUR must be a whole number/],
    [{ DATABASE_URL: 'mysql://db' }, /DATABASE_URL must be a postgres:\/\/ URL/],
    [{ DATABASE_POOL_SIZE: 'zehn' }, /DATABASE_POOL_SIZE must be a whole number/],
    [{ DATABASE_POOL_SIZE: '0' }, /DATABASE_POOL_SIZE/],
    [{ DATABASE_POOL_SIZE: '500' }, /DATABASE_POOL_SIZE/],
    [{ AUTO_LOGIN_NAME: 'demo@meisterplaner.de' }, /AUTO_LOGIN_NAME and AUTO_LOGIN_PASSWORD must be set together/],
  ])('fails fast with a clear message for %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
