import { randomUUID } from 'node:crypto';
import { AUDIT_ENTITY_LABELS, type AuditEntry, type Invoice } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAuditEvent } from '../src/audit';
import { withTenant } from '../src/db/scopes';
import { features } from '../src/features';
import { registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';
import { billingCompany } from './invoices/billingCompany';
import { completeCompany, quoteCalls, TODAY } from './quotesFixtures';
import { createConfiguration, PNG_IMAGE } from './checkoutFixtures';

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
    // Every change is an entry naming its fields; of a customer, a person, it keeps no values.
    expect(entriesOf(entries, id)).toEqual(['deleted', 'restored', 'archived', 'changed', 'changed', 'created']);
    expect(entries.filter((entry) => entry.entityId === id && entry.action === 'changed').map((entry) => entry.changes)).toEqual([
      [{ field: 'phone' }],
      [{ field: 'phone' }],
    ]);
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

describe('named events', () => {
  it('an invoice edited, issued, paid, unpaid, paid again, unpaid and cancelled has an entry for each, naming its fields', async () => {
    const billing = await billingCompany(app);
    const quoteId = await billing.acceptedQuote();
    const draft = await billing.final(quoteId);
    expect((await billing.update(draft, { buyerReference: 'Bauamt 7' })).statusCode).toBe(200);
    const issued = await billing.issueOk(await billing.get(draft.id));
    const pay = (paidOn: string | null) => billing.calls.ok(billing.token, 'PUT', `/api/electro/invoices/${draft.id}/payment`, { paidOn });
    for (const paidOn of [TODAY, null, TODAY, null]) await pay(paidOn);
    const cancellation: Invoice = await billing.calls.ok(billing.token, 'POST', `/api/electro/invoices/${draft.id}/cancel`, { invoiceDate: TODAY });

    const entries = await log(billing.token);
    const ofInvoice = entries.filter((entry) => entry.entityId === draft.id).reverse();
    const number = issued.invoiceNumber!;
    const paidDay = TODAY.split('-').reverse().join('.');
    expect(ofInvoice.map((entry) => [entry.action, entry.event, entry.description])).toEqual([
      ['created', null, null],
      ['changed', null, null],
      ['changed', 'invoice.issued', `Rechnung ${number} gestellt`],
      ['changed', 'invoice.paid', `Rechnung ${number} als bezahlt markiert am ${paidDay}`],
      ['changed', 'invoice.unpaid', `Rechnung ${number}: Zahlung zurückgenommen`],
      ['changed', 'invoice.paid', `Rechnung ${number} als bezahlt markiert am ${paidDay}`],
      ['changed', 'invoice.unpaid', `Rechnung ${number}: Zahlung zurückgenommen`],
      ['changed', 'invoice.cancelled', `Rechnung ${number} storniert durch Stornorechnung ${cancellation.invoiceNumber}`],
    ]);
    expect(new Set(ofInvoice.map((entry) => entry.userName))).toEqual(new Set(['Erika Musterfrau']));
    const [, edited, issuing, paid, unpaid, , , cancelled] = ofInvoice;
    expect(edited!.changes).toContainEqual({ field: 'draft.buyerReference', before: '', after: 'Bauamt 7' });
    expect(issuing!.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', before: 'Draft', after: 'Issued' },
        { field: 'invoice_number', before: null, after: number },
        { field: 'invoice_date', before: null, after: TODAY },
      ]),
    );
    expect(issuing!.details).toEqual({ number });
    expect(paid!.changes).toEqual([
      { field: 'paid_on', before: null, after: TODAY },
      { field: 'status', before: 'Issued', after: 'Paid' },
    ]);
    expect(unpaid!.changes).toEqual([
      { field: 'paid_on', before: TODAY, after: null },
      { field: 'status', before: 'Paid', after: 'Issued' },
    ]);
    expect(cancelled!.changes).toEqual([{ field: 'status', before: 'Issued', after: 'Cancelled' }]);
    expect(entries.find((entry) => entry.entityId === cancellation.id && entry.event === 'invoice.issued')?.description).toBe(
      `Rechnung ${cancellation.invoiceNumber} gestellt`,
    );

    const statusSet = entries.find((entry) => entry.entityId === quoteId && entry.event === 'quote.statusSet');
    expect(statusSet).toMatchObject({ description: 'Angebotsstatus von Hand auf „Vom Kunden angenommen“ gesetzt' });
    expect(statusSet!.changes).toEqual([{ field: 'quote_status', before: 'Created', after: 'Accepted' }]);
  });

  it('storing a PDF or a search text alone is no entry; an event whose write changes nothing is still recorded', async () => {
    const billing = await billingCompany(app);
    const draft = await billing.final(await billing.acceptedQuote());
    const before = (await log(billing.token)).length;
    await sql`update invoices set version = version + 1 where id = ${draft.id}`.execute(database.db);
    expect((await log(billing.token)).length).toBe(before);

    const tenantId = tenantOf(billing.token);
    await withTenant(database.db, tenantId, (trx) =>
      recordAuditEvent(trx, tenantId, { entity: 'invoices', entityId: draft.id, event: 'invoice.unpaid', details: { number: 'RE-X' } }),
    );
    const [latest] = await log(billing.token);
    expect(latest).toMatchObject({ entityId: draft.id, action: 'changed', event: 'invoice.unpaid', changes: [], description: 'Rechnung RE-X: Zahlung zurückgenommen' });
  });
});

describe('joined entries', () => {
  it('only the editor’s repeated saves of a draft floor by one user join; a rename, a plan picture or a draft invoice’s edits are entries of their own', async () => {
    const floorId = randomUUID();
    const configurationId = await createConfiguration(app, token);
    const floor = (name: string) => ({ id: floorId, name, configurationId, rooms: [], placedElectricalComponents: [], connectionLines: [] });
    const draw = (version: number) => calls.ok(token, 'PUT', `/api/electro/floors/${floorId}/meistercharts`, { version, document: { shapes: [`s${version}`] } });
    await calls.ok(token, 'PUT', `/api/electro/floors/${floorId}`, floor('Erdgeschoss'));
    await draw(1);
    await draw(2);
    await calls.ok(token, 'PUT', `/api/electro/floors/${floorId}`, floor('Obergeschoss'));
    await draw(3);
    await draw(4);
    await calls.ok(token, 'PUT', `/api/electro/floors/${floorId}/image`, { imageData: PNG_IMAGE });
    await draw(5);

    const ofFloor = (await log()).filter((entry) => entry.entityId === floorId).reverse();
    expect(ofFloor.map((entry) => [entry.action, entry.changes.map((change) => change.field)])).toEqual([
      ['created', []],
      ['changed', ['plan_document']],
      ['changed', ['name']],
      ['changed', ['plan_document']],
      ['changed', ['image_blob_id']],
      ['changed', ['plan_document']],
    ]);
    expect(ofFloor[2]!.changes).toEqual([{ field: 'name', before: 'Erdgeschoss', after: 'Obergeschoss' }]);
    expect(ofFloor[3]!.changes).toEqual([{ field: 'plan_document' }]);

    const billing = await billingCompany(app);
    const draft = await billing.final(await billing.acceptedQuote());
    const first: Invoice = (await billing.update(draft, { buyerReference: 'Bauamt 7' })).json().data;
    expect((await billing.update(first, { buyerReference: 'Bauamt 8' })).statusCode).toBe(200);
    const edits = (await log(billing.token)).filter((entry) => entry.entityId === draft.id && entry.action === 'changed').reverse();
    expect(edits.map((entry) => entry.changes.find((change) => change.field === 'draft.buyerReference'))).toEqual([
      { field: 'draft.buyerReference', before: '', after: 'Bauamt 7' },
      { field: 'draft.buyerReference', before: 'Bauamt 7', after: 'Bauamt 8' },
    ]);
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
