import { AUDIT_ACTION_LABELS, type AuditAction } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../support/api';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { teamCompany, type Member } from '../team/teamCompany';
import { csvLines, xlsxRows } from './exportFiles';

let database: TestDatabase;
let app: FastifyInstance;
let owner: Member;
let planner: Member;
let readOnly: Member;
let otherOwner: Member;
let otherMember: Member;

const get = (auth: string, url: string) => app.inject({ method: 'GET', url, headers: bearer(auth) });

/** The list's rows (first 100) and the export's column `header`, compared by `pick` of a list row. */
async function listAndExport(auth: string, path: string, query: string, header: string, pick: (row: Record<string, unknown>) => unknown) {
  const list = (await get(auth, `${path}?${query}&pageSize=100`)).json().data as Record<string, unknown>[];
  const rows = await xlsxRows(await get(auth, `${path}/export?${query}&format=xlsx`));
  const column = (rows[0] as string[]).indexOf(header);
  expect(column, header).toBeGreaterThanOrEqual(0);
  return { listed: list.map(pick), exported: rows.slice(1).map((row) => row[column]) };
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  const company = await teamCompany(app);
  owner = company.owner;
  planner = await company.addMember(['Planner']);
  readOnly = await company.addMember(['ReadOnly', 'MasterData']);
  const other = await teamCompany(app, 'Fremdfirma Export GmbH');
  otherOwner = other.owner;
  otherMember = await other.addMember(['Planner']);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('the users list’s export', () => {
  it('holds the users as the list shows them (search, sort), roles and status in German', async () => {
    const { listed, exported } = await listAndExport(owner.tokens.accessToken, '/api/team/users', 'anyText=kollege&sortBy=Email&sortOrder=Desc', 'E-Mail', (row) => row.email);
    expect(listed).toEqual([readOnly.email, planner.email].sort().reverse());
    expect(exported).toEqual(listed);
    const lines = csvLines(await get(owner.tokens.accessToken, '/api/team/users/export?format=csv&sortBy=Email'));
    expect(lines[0]).toEqual(['Nachname', 'Vorname', 'E-Mail', 'Rollen', 'Letzte Anmeldung', 'Status']);
    expect(lines.find((line) => line[2] === planner.email)?.slice(3, 6)).toEqual(['Planer', expect.stringMatching(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/), 'Aktiv']);
    expect(lines.find((line) => line[2] === readOnly.email)?.[3]).toBe('Stammdaten, Nur lesen');
  });

  it('is the owner’s, like the list, and never holds another company’s users', async () => {
    for (const member of [planner, readOnly]) {
      expect((await get(member.tokens.accessToken, '/api/team/users/export?format=csv')).statusCode).toBe(403);
    }
    const all = csvLines(await get(owner.tokens.accessToken, '/api/team/users/export?format=csv')).map((line) => line[2]);
    expect(all).toHaveLength(4);
    expect(all).not.toContain(otherOwner.email);
    expect(all).not.toContain(otherMember.email);
    const others = csvLines(await get(otherOwner.tokens.accessToken, '/api/team/users/export?format=csv')).map((line) => line[2]);
    expect(others.slice(1).sort()).toEqual([otherOwner.email, otherMember.email].sort());
  });
});

describe('the audit log’s export', () => {
  it('holds the entries as the log shows them (search, action filter), newest first', async () => {
    const searched = await listAndExport(owner.tokens.accessToken, '/api/audit-log', 'anyText=kollege', 'Benutzer', (row) => row.userName);
    expect(searched.listed.length).toBeGreaterThan(0);
    expect(searched.exported).toEqual(searched.listed);
    const created = await listAndExport(owner.tokens.accessToken, '/api/audit-log', 'action=created', 'Aktion', (row) => AUDIT_ACTION_LABELS[row.action as AuditAction]);
    expect(created.listed.length).toBeGreaterThan(0);
    expect(created.exported).toEqual(created.listed);
    const all = await listAndExport(owner.tokens.accessToken, '/api/audit-log', 'sortBy=OccurredAt', 'Aktion', (row) => AUDIT_ACTION_LABELS[row.action as AuditAction]);
    expect(all.exported).toEqual(all.listed);
    expect(all.listed.length).toBeGreaterThan(created.listed.length);
    const header = csvLines(await get(owner.tokens.accessToken, '/api/audit-log/export?format=csv'))[0];
    expect(header).toEqual(['Zeitpunkt', 'Benutzer', 'Aktion', 'Datensatz', 'Was geschah', 'Geänderte Felder']);
  });

  it('is for every role that reads the log, and never holds another company’s entries', async () => {
    const own = csvLines(await get(readOnly.tokens.accessToken, '/api/audit-log/export?format=csv'));
    expect(own.length).toBeGreaterThan(1);
    const otherName = ((await get(otherMember.tokens.accessToken, '/api/auth/me')).json().data as { lastName: string }).lastName;
    expect(own.some((line) => line[1]?.includes(otherName))).toBe(false);
    const foreign = csvLines(await get(otherOwner.tokens.accessToken, '/api/audit-log/export?format=csv'));
    expect(foreign.some((line) => line[1]?.includes(otherName))).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/audit-log/export?format=csv' })).statusCode).toBe(401);
    expect((await get(owner.tokens.accessToken, '/api/audit-log/export?format=pdf')).statusCode).toBe(400);
  });
});
