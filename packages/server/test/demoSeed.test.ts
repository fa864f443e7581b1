import { statSync } from 'node:fs';
import { join } from 'node:path';
import { isTenantInformationComplete, TenantInformationSchema, tenantEndpoints } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/scopes';
import { DEMO_COMPANY } from '../src/demo/demoCompany';
import { announceDemoAccount } from '../src/demo/announceDemoAccount';
import { ensureDemoAccount, seedDemoCompany } from '../src/demo/seedDemoCompany';
import type { DemoSeedStep } from '../src/demo/seedSteps';
import { createSecretStore } from '../src/secrets/secretStore';
import { bearer, login } from './support/api';
import { createTestApp, emptyTempDir, testConfig } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('seedDemoCompany', () => {
  it('creates Elektro Mustermann GmbH with complete company data and a demo user', async () => {
    const { loginName } = await seedDemoCompany(database.db, 'demo-passwort-1');

    const signedIn = await login(app, loginName, 'demo-passwort-1');
    expect(signedIn.statusCode).toBe(200);
    const { accessToken } = signedIn.json().data.jwsTokens;
    const me = (await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(accessToken) })).json().data;
    expect(me).toMatchObject({
      loginName: 'demo@meisterplaner.de',
      companyName: 'Elektro Mustermann GmbH',
      environments: ['ElektroPlanner', 'PvPlanner'],
    });
    const company = (await app.inject({ method: 'GET', url: tenantEndpoints.get.path, headers: bearer(accessToken) })).json().data;
    expect(company).toEqual(DEMO_COMPANY);
    expect(v.is(TenantInformationSchema, company)).toBe(true);
    expect(isTenantInformationComplete(company)).toBe(true);
  });

  it('keeps one demo company and takes over a changed password', async () => {
    const first = await seedDemoCompany(database.db, 'demo-passwort-1');
    const second = await seedDemoCompany(database.db, 'demo-passwort-2');

    expect(second.tenantId).toBe(first.tenantId);
    expect((await login(app, 'demo@meisterplaner.de', 'demo-passwort-1')).statusCode).toBe(401);
    expect((await login(app, 'demo@meisterplaner.de', 'demo-passwort-2')).statusCode).toBe(200);
  });

  it('runs each seed step once, inside the demo tenant', async () => {
    const runs: string[] = [];
    const step: DemoSeedStep = {
      name: 'test-blob',
      async run(trx, tenantId) {
        runs.push(tenantId);
        await trx
          .insertInto('blobs')
          .values({ tenant_id: tenantId, content_type: 'text/plain', byte_size: 4, data: Buffer.from('demo') })
          .execute();
      },
    };

    const { tenantId } = await seedDemoCompany(database.db, 'demo-passwort-2', [step]);
    await seedDemoCompany(database.db, 'demo-passwort-2', [step]);

    expect(runs).toEqual([tenantId]);
    const blobs = await withTenant(database.db, tenantId, (trx) =>
      trx.selectFrom('blobs').select('tenant_id').where('tenant_id', '=', tenantId).execute(),
    );
    expect(blobs).toHaveLength(1);
  });
});

describe('secret store', () => {
  it('keeps a generated secret in DATA_DIR, readable by the owner only', async () => {
    const dataDir = emptyTempDir();
    const store = createSecretStore(testConfig({ DATA_DIR: dataDir }), database.db);

    const secret = await store.getOrCreate('jwt-secret');

    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(await store.getOrCreate('jwt-secret')).toBe(secret);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });

  it('keeps a generated secret in the database when it runs on a PostgreSQL server', async () => {
    const config = { ...testConfig(), database: { kind: 'postgres', url: 'postgres://unused' } as const };
    const store = createSecretStore(config, database.db);

    const secret = await store.getOrCreate('demo-password');

    expect(await createSecretStore(config, database.db).getOrCreate('demo-password')).toBe(secret);
    const row = await database.db.selectFrom('server_secrets').select('value').where('name', '=', 'demo-password').executeTakeFirst();
    expect(row?.value).toBe(secret);
  });
});

describe('the demo account in the log', () => {
  const logged = (demo: Parameters<typeof announceDemoAccount>[1]) => {
    const lines: string[] = [];
    announceDemoAccount({ info: (line: string) => void lines.push(line) } as Parameters<typeof announceDemoAccount>[0], demo);
    return lines.join('\n');
  };

  it('shows a generated password once, when the company is created, and never again', async () => {
    const password = 'generiert-7f3a9c';
    const fresh = await createTestDatabase();
    const first = await ensureDemoAccount(fresh.db, password);
    const second = await ensureDemoAccount(fresh.db, password);
    await fresh.drop();
    expect([first.created, second.created]).toEqual([true, false]);

    expect(logged({ created: first.created, password, passwordFromEnvironment: false })).toContain(password);
    const later = logged({ created: second.created, password, passwordFromEnvironment: false });
    expect(later).toContain('demo@meisterplaner.de');
    expect(later).not.toContain(password);
    expect(logged({ created: true, password, passwordFromEnvironment: true })).not.toContain(password);
  });
});
