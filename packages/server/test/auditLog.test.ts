import { randomUUID } from 'node:crypto';
import { AUDIT_ENTITY_LABELS, type AuditEntry } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/scopes';
import { features } from '../src/features';
import { registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';
import { completeCompany, quoteCalls, TODAY } from './quotesFixtures';

let database: TestDatabase;
let app: FastifyInstance;
let calls: ReturnType<typeof quoteCalls>;
let token: string;
let otherToken: string;

const tenantOf = (accessToken: string): string => JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()).tid;
const log = async (accessToken = token, query = 'pageSize=100'): Promise<AuditEntry[]> => calls.ok(accessToken, 'GET', `/api/audit-log?${query}`);
const entriesOf = (entries: AuditEntry[], entityId: string) => entries.filter((entry) => entry.entityId === entityId).map((entry) => entry.action);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  calls = quoteCalls(app);
  token = (await registerCompany(app, { firstName: 'Jonas', lastName: 'Becker' })).tokens.accessToken;
  otherToken = (await registerCompany(app)).tokens.accessToken;
  await calls.ok(token, 'PUT', '/api/electro/tenant-information', completeCompany('Elektro Becker GmbH'));
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const address = { street: 'Lindenweg', houseNumber: '3', zipCode: '80331', city: 'München' };

describe('the audit log', () => {
  it('records who created, changed, archived, restored and deleted a customer, newest first, without its data', async () => {
    const id = randomUUID();
    const customer = { id, firstName: 'Eva', lastName: 'Geheimname', address, phone: '0171 999', cellphone: '', email: 'eva@example.de' };
    await calls.ok(token, 'PUT', `/api/customers/${id}`, customer);
    await calls.ok(token, 'PUT', `/api/customers/${id}`, { ...customer, phone: '0171 111' });
    await calls.ok(token, 'PUT', `/api/customers/${id}`, { ...customer, phone: '0171 222' });
    await calls.ok(token, 'POST', `/api/customers/${id}/archive`);
    await calls.ok(token, 'POST', `/api/customers/${id}/restore`);
    await calls.ok(token, 'DELETE', `/api/customers/${id}`);

    const entries = await log();
    // Two changes within minutes by the same person are one entry.
    expect(entriesOf(entries, id)).toEqual(['deleted', 'restored', 'archived', 'changed', 'created']);
    const created = entries.find((entry) => entry.entityId === id && entry.action === 'created')!;
    expect(created).toMatchObject({ userName: 'Jonas Becker', entity: 'customers', label: null, exists: false });
    expect(JSON.stringify(entries)).not.toMatch(/Geheimname|0171|eva@example/);
  });

  it('records a finalized quote with its name, and master data with theirs', async () => {
    const installation = randomUUID();
    await calls.ok(token, 'PUT', `/api/electro/additional-installations/${installation}`, {
      additionalInstallation: { id: installation, title: 'Fundamenterder', description: '', price: 2_400, icon: null },
      priceValidFrom: TODAY,
    });
    const catalogue = await calls.catalogue(token);
    const { configurationId } = await calls.plannedConfiguration(token, catalogue);
    await calls.ok(token, 'POST', `/api/electro/configurations/${configurationId}/quote`, { quoteName: 'Angebot', quoteNumber: 'L-1' });

    const entries = await log();
    expect(entriesOf(entries, configurationId)[0]).toBe('finalized');
    expect(entries.find((entry) => entry.entityId === installation)).toMatchObject({
      entity: 'additional_installations',
      action: 'created',
      label: 'Fundamenterder',
      exists: true,
    });
    expect((await log(token, 'action=finalized')).map((entry) => entry.entityId)).toEqual([configurationId]);
    const found = await log(token, 'anyText=zusatz&pageSize=100');
    expect(found.map((entry) => entry.entityId)).toContain(installation);
    expect(new Set(found.map((entry) => entry.entity))).toEqual(new Set(['additional_installations']));
    expect((await log(token, 'anyText=becker&pageSize=100')).length).toBe((await log()).filter((entry) => entry.userName === 'Jonas Becker').length);
  });

  it('is paged like the other lists, and another company sees none of it', async () => {
    const page = await calls.call(token, 'GET', '/api/audit-log?pageSize=2&pageIndex=1');
    expect(page.json().data).toHaveLength(2);
    expect(page.json().paginationInfo.totalElementsCount).toBeGreaterThan(5);
    const foreign = await log(otherToken);
    expect(foreign.every((entry) => entry.entity === 'users' || entry.entity === 'tenants')).toBe(true);
  });

  it('cannot be changed or erased by the app, not even through its own connection role', async () => {
    const tenantId = tenantOf(token);
    for (const statement of [sql`update audit_log set action = 'created'`, sql`delete from audit_log`]) {
      await expect(withTenant(database.db, tenantId, (trx) => statement.execute(trx))).rejects.toMatchObject({ code: '42501' });
    }
    expect((await log()).length).toBeGreaterThan(5);
  });
});

describe('the audited records', () => {
  it('are declared by the features for exactly the tables whose changes a trigger records, every one with a German name', async () => {
    const { rows } = await sql<{ table_name: string }>`
      select distinct event_object_table as table_name from information_schema.triggers
      where trigger_name = 'audit_row_change' order by 1
    `.execute(database.db);
    const declared = features.flatMap((feature) => Object.keys(feature.auditedRecords ?? {}));
    expect([...declared, 'tenants'].sort()).toEqual(rows.map((row) => row.table_name));
    expect(new Set(declared).size).toBe(declared.length);
    for (const table of declared) expect(AUDIT_ENTITY_LABELS[table], table).toEqual(expect.any(String));
  });
});
