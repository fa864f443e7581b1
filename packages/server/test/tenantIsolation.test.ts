import { tenantEndpoints, type TenantInformation } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem, withTenant } from '../src/db/scopes';
import { postgresBlobStore } from '../src/storage/blobStore';
import { bearer, registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
let app: FastifyInstance;
let tokenA: string;
let tokenB: string;
let tenantA: string;
let tenantB: string;

const COMPANY_A: TenantInformation = {
  name: 'Elektro Alpha GmbH',
  address: { street: 'Lindenweg', houseNumber: '3a', zipCode: '80331', city: 'München' },
  contactInformation: { mail: 'info@alpha.de', phone: '089 123456', url: 'https://alpha.de', fax: '' },
  bankInformation: { name: 'Sparkasse München', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
  legalInformation: {
    director: 'Anna Alpha',
    legalForm: 'GmbH',
    taxId: '',
    vatId: 'DE111111111',
    registerCourt: 'Amtsgericht München',
    registrationNumber: 'HRB 1',
  },
};

const tenantIdOfUser = (email: string) =>
  asSystem(database.db, (trx) =>
    trx.selectFrom('users').select('tenant_id').where('email', '=', email).executeTakeFirstOrThrow(),
  ).then((row) => row.tenant_id);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  const a = await registerCompany(app, { companyName: 'Elektro Alpha' });
  const b = await registerCompany(app, { companyName: 'Elektro Beta' });
  tokenA = a.tokens.accessToken;
  tokenB = b.tokens.accessToken;
  tenantA = await tenantIdOfUser(a.email);
  tenantB = await tenantIdOfUser(b.email);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const getCompany = (token: string) =>
  app.inject({ method: 'GET', url: tenantEndpoints.get.path, headers: bearer(token) });
const putCompany = (token: string, payload: object) =>
  app.inject({ method: 'PUT', url: tenantEndpoints.put.path, headers: bearer(token), payload });

describe('company data', () => {
  it('starts with only the name given at registration', async () => {
    const response = await getCompany(tokenB);
    expect(response.json()).toEqual({
      type: 'success',
      data: {
        name: 'Elektro Beta',
        address: null,
        contactInformation: null,
        bankInformation: null,
        legalInformation: null,
      },
    });
  });

  it('is saved as a whole and answered as stored (IBAN compact, BIC upper-case)', async () => {
    const payload = {
      ...COMPANY_A,
      bankInformation: { name: 'Sparkasse München', iban: 'de89 3704 0044 0532 0130 00', bic: 'cobadeffxxx' },
    };

    const saved = await putCompany(tokenA, payload);

    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ type: 'success', data: COMPANY_A });
    expect((await getCompany(tokenA)).json().data).toEqual(COMPANY_A);
  });

  it('is never visible to or changeable by another tenant', async () => {
    await putCompany(tokenA, COMPANY_A);

    await putCompany(tokenB, { ...COMPANY_A, name: 'Übernommen' });

    expect((await getCompany(tokenA)).json().data.name).toBe('Elektro Alpha GmbH');
    expect((await getCompany(tokenB)).json().data.name).toBe('Übernommen');
  });
});

describe('row-level security', () => {
  it('shows a tenant transaction only its own rows, even without a tenant_id filter', async () => {
    const { users, tenants } = await withTenant(database.db, tenantA, async (trx) => ({
      users: await trx.selectFrom('users').select('tenant_id').execute(),
      tenants: await trx.selectFrom('tenants').select('id').execute(),
    }));

    expect(users.length).toBeGreaterThan(0);
    expect(users.every((user) => user.tenant_id === tenantA)).toBe(true);
    expect(tenants).toEqual([{ id: tenantA }]);
  });

  it('refuses to write rows of another tenant', async () => {
    const write = withTenant(database.db, tenantA, (trx) =>
      trx
        .insertInto('blobs')
        .values({ tenant_id: tenantB, content_type: 'text/plain', byte_size: 1, data: Buffer.from('x') })
        .execute(),
    );
    await expect(write).rejects.toThrow(/row-level security/);
  });

  it('cannot change another tenant even with an unfiltered update', async () => {
    await withTenant(database.db, tenantB, (trx) => sql`update tenants set name = 'Gekapert'`.execute(trx));

    expect((await getCompany(tokenA)).json().data.name).not.toBe('Gekapert');
  });

  it('runs tenant transactions as planner_app and system transactions as planner_system', async () => {
    const role = sql<{ role: string }>`select current_user as role`;
    const tenantRole = await withTenant(database.db, tenantA, (trx) => role.execute(trx));
    const systemRole = await asSystem(database.db, (trx) => role.execute(trx));
    expect(tenantRole.rows[0]?.role).toBe('planner_app');
    expect(systemRole.rows[0]?.role).toBe('planner_system');
  });
});

describe('blob store', () => {
  it('keeps blobs per tenant', async () => {
    const data = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]);
    const id = await withTenant(database.db, tenantA, (trx) =>
      postgresBlobStore.put(trx, tenantA, { contentType: 'image/png', data }),
    );

    const own = await withTenant(database.db, tenantA, (trx) => postgresBlobStore.get(trx, tenantA, id));
    const foreign = await withTenant(database.db, tenantB, (trx) => postgresBlobStore.get(trx, tenantB, id));
    await withTenant(database.db, tenantB, (trx) => postgresBlobStore.delete(trx, tenantB, id));
    const afterForeignDelete = await withTenant(database.db, tenantA, (trx) => postgresBlobStore.get(trx, tenantA, id));
    await withTenant(database.db, tenantA, (trx) => postgresBlobStore.delete(trx, tenantA, id));
    const afterDelete = await withTenant(database.db, tenantA, (trx) => postgresBlobStore.get(trx, tenantA, id));

    expect(own).toMatchObject({ id, contentType: 'image/png', byteSize: 6 });
    expect(own?.data.equals(data)).toBe(true);
    expect(foreign).toBeNull();
    expect(afterForeignDelete?.id).toBe(id);
    expect(afterDelete).toBeNull();
  });
});
