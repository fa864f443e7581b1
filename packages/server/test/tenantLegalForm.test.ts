import { MSG_REGISTER_REQUIRED, MSG_TAX_OR_VAT_ID, MSG_VAT_ID, tenantEndpoints } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem } from '../src/db/scopes';
import { migrations } from '../src/db/migrations';
import { bearer, registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  token = (await registerCompany(app, { companyName: 'Elektro Einzel' })).tokens.accessToken;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const company = (legalInformation: object) => ({
  name: 'Elektro Einzel',
  address: { street: 'Talweg', houseNumber: '21', zipCode: '79199', city: 'Kirchzarten' },
  contactInformation: { mail: 'info@einzel.de', phone: '07661 1234', url: '', fax: '' },
  bankInformation: { name: 'Sparkasse', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
  legalInformation,
});
const putCompany = (legalInformation: object) =>
  app.inject({ method: 'PUT', url: tenantEndpoints.put.path, headers: bearer(token), payload: company(legalInformation) });
const savedLegalInformation = async () =>
  (await app.inject({ method: 'GET', url: tenantEndpoints.get.path, headers: bearer(token) })).json().data.legalInformation;

describe('company legal data', () => {
  it('of a sole trader needs neither register court nor number, and keeps none', async () => {
    const response = await putCompany({
      legalForm: 'SoleProprietorship',
      director: 'Emil Einzel',
      taxId: '93815/08152',
      vatId: '',
      registerCourt: 'Amtsgericht Freiburg',
      registrationNumber: '',
    });

    expect(response.statusCode).toBe(200);
    expect(await savedLegalInformation()).toEqual({
      legalForm: 'SoleProprietorship',
      director: 'Emil Einzel',
      taxId: '93815/08152',
      vatId: '',
      registerCourt: '',
      registrationNumber: '',
    });
  });

  it('of a GmbH or an e.K. needs register court and number, and names the missing ones', async () => {
    for (const legalForm of ['GmbH', 'RegisteredMerchant']) {
      const base = { legalForm, director: 'Gisela Gmbh', vatId: 'DE123456789' };
      const withoutCourt = await putCompany({ ...base, registerCourt: ' ', registrationNumber: '' });
      expect(withoutCourt.statusCode).toBe(400);
      expect(withoutCourt.json().fieldErrors).toEqual([{ path: 'legalInformation.registerCourt', message: MSG_REGISTER_REQUIRED }]);
      const withoutNumber = await putCompany({ ...base, registerCourt: 'Amtsgericht Freiburg', registrationNumber: '' });
      expect(withoutNumber.statusCode).toBe(400);
      expect(withoutNumber.json().fieldErrors).toEqual([
        { path: 'legalInformation.registrationNumber', message: MSG_REGISTER_REQUIRED },
      ]);
    }
    expect(await savedLegalInformation()).toMatchObject({ legalForm: 'SoleProprietorship' });
  });

  it('needs a tax number or a VAT id, and refuses a malformed VAT id', async () => {
    const base = { legalForm: 'GbR', director: 'Anna und Bernd Berger' };
    const neither = await putCompany({ ...base, taxId: '', vatId: '' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().fieldErrors).toEqual([{ path: 'legalInformation.taxId', message: MSG_TAX_OR_VAT_ID }]);

    const malformed = await putCompany({ ...base, vatId: 'DE12345678' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors).toEqual([{ path: 'legalInformation.vatId', message: MSG_VAT_ID }]);

    const written = await putCompany({ ...base, vatId: 'de 123 456 789' });
    expect(written.statusCode).toBe(200);
    expect(await savedLegalInformation()).toMatchObject({ legalForm: 'GbR', taxId: '', vatId: 'DE123456789' });
  });

  it('sent in the four fields of earlier versions is a GmbH, with a VAT id in the tax field taken as the VAT id', async () => {
    const response = await putCompany({
      director: 'Max Muster',
      taxId: 'DE987654321',
      registerCourt: 'Amtsgericht Stuttgart',
      registrationNumber: 'HRB 1',
    });

    expect(response.statusCode).toBe(200);
    expect(await savedLegalInformation()).toEqual({
      legalForm: 'GmbH',
      director: 'Max Muster',
      taxId: '',
      vatId: 'DE987654321',
      registerCourt: 'Amtsgericht Stuttgart',
      registrationNumber: 'HRB 1',
    });
  });

  it('saved before legal forms existed is read as a GmbH after the migration, a VAT id moved to its field', async () => {
    const older = { director: 'Olga Alt', taxId: 'DE111222333', registerCourt: 'Amtsgericht Ulm', registrationNumber: 'HRB 9' };
    const withTaxNumber = { ...older, taxId: '12/345/67890' };
    const ids = await asSystem(database.db, async (trx) => {
      const insert = (legal: object) =>
        trx
          .insertInto('tenants')
          .values({ name: 'Alt GmbH', environments: ['ElektroPlanner'], legal_information: sql`${JSON.stringify(legal)}::jsonb` as never })
          .returning('id')
          .executeTakeFirstOrThrow();
      return [(await insert(older)).id, (await insert(withTaxNumber)).id];
    });

    await migrations['0017_company_legal_form']!.up(database.db);

    const rows = await asSystem(database.db, (trx) =>
      trx.selectFrom('tenants').select(['id', 'legal_information']).where('id', 'in', ids).execute(),
    );
    const byId = new Map(rows.map((row) => [row.id, row.legal_information]));
    expect(byId.get(ids[0]!)).toEqual({ ...older, legalForm: 'GmbH', taxId: '', vatId: 'DE111222333' });
    expect(byId.get(ids[1]!)).toEqual({ ...withTaxNumber, legalForm: 'GmbH', vatId: '' });
  });
});
