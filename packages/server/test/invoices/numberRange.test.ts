import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsSentThrough } from '../../src/db/database';
import { withTenant } from '../../src/db/scopes';
import { findInvoiceSettings, lockRangeForDate, takeInvoiceNumber } from '../../src/invoices/numberRange';
import { registerCompany, tenantOfToken } from '../support/api';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

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

const newCompany = async () => tenantOfToken((await registerCompany(app)).tokens.accessToken);
const take = (tenantId: string) => withTenant(database.db, tenantId, (trx) => takeInvoiceNumber(trx, tenantId));

describe('the invoice number range', () => {
  it('creates the range with the defaults on the first number and counts on from there, in one statement each', async () => {
    const tenantId = await newCompany();
    const before = statementsSentThrough(database.db);
    const first = await withTenant(database.db, tenantId, (trx) => takeInvoiceNumber(trx, tenantId));
    const after = statementsSentThrough(database.db);
    // begin with the tenant settings, the number, commit
    expect(after.statements - before.statements).toBe(3);
    expect([first, await take(tenantId), await take(tenantId)]).toEqual(['RE-0001', 'RE-0002', 'RE-0003']);
    expect(await withTenant(database.db, tenantId, (trx) => findInvoiceSettings(trx, tenantId))).toEqual({ prefix: 'RE-', nextNumber: 4 });
  });

  it('gives a number back when the transaction that took it fails', async () => {
    const tenantId = await newCompany();
    const failed = withTenant(database.db, tenantId, async (trx) => {
      expect(await takeInvoiceNumber(trx, tenantId)).toBe('RE-0001');
      throw new Error('issue failed after the number was taken');
    });
    await expect(failed).rejects.toThrow('issue failed');
    expect(await take(tenantId)).toBe('RE-0001');
  });

  it('holds the range until the transaction that took a number ends: one taken at the same time waits and takes the next', async () => {
    const tenantId = await newCompany();
    await take(tenantId);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let taken!: () => void;
    const tookFirst = new Promise<void>((resolve) => (taken = resolve));
    const first = withTenant(database.db, tenantId, async (trx) => {
      const number = await takeInvoiceNumber(trx, tenantId);
      taken();
      await released;
      return number;
    });
    await tookFirst;
    let second: string | undefined;
    const secondDone = take(tenantId).then((number) => (second = number));
    // A date check locks the range as well and waits in the same way.
    let dated = false;
    const dateDone = withTenant(database.db, tenantId, (trx) => lockRangeForDate(trx, tenantId)).then(() => (dated = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect({ second, dated }).toEqual({ second: undefined, dated: false });
    release();
    expect(await first).toBe('RE-0002');
    await Promise.all([secondDone, dateDone]);
    expect(second).toBe('RE-0003');
  });
});
