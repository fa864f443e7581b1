import { randomUUID } from 'node:crypto';
import { COMPANY_EXPORT_HOURS, type CompanyExport } from '@planner/api';
import { sql } from 'kysely';
import type { TenantTransaction } from '../db/scopes';
import type { CompanyExportsTable } from './tables';

const HOUR_MS = 3_600_000;

type Row = Pick<CompanyExportsTable, 'id' | 'state' | 'file_name' | 'byte_size' | 'requested_by' | 'finished_at' | 'expires_at'> & {
  progress: number;
  requested_at: Date;
  requested_by_name: string | null;
};

const isExpired = (row: Pick<Row, 'state' | 'expires_at'>, now: Date) => row.state === 'Ready' && row.expires_at !== null && row.expires_at <= now;

function view(row: Row, now: Date): CompanyExport {
  return {
    id: row.id,
    state: isExpired(row, now) ? 'Expired' : row.state,
    progress: row.progress,
    fileName: row.file_name,
    byteSize: row.byte_size,
    requestedAt: row.requested_at.toISOString(),
    requestedBy: row.requested_by_name,
    finishedAt: row.finished_at?.toISOString() ?? null,
    expiresAt: row.expires_at?.toISOString() ?? null,
  };
}

const exportsOf = (trx: TenantTransaction, tenantId: string) =>
  trx
    .selectFrom('company_exports as e')
    .leftJoin('users as u', (join) => join.onRef('u.tenant_id', '=', 'e.tenant_id').onRef('u.id', '=', 'e.requested_by'))
    .select(['e.id', 'e.state', 'e.progress', 'e.file_name', 'e.byte_size', 'e.requested_by', 'e.requested_at', 'e.finished_at', 'e.expires_at'])
    .select(sql<string | null>`nullif(trim(u.first_name || ' ' || u.last_name), '')`.as('requested_by_name'))
    .where('e.tenant_id', '=', tenantId);

export async function listCompanyExports(trx: TenantTransaction, tenantId: string, now: Date): Promise<CompanyExport[]> {
  const rows = await exportsOf(trx, tenantId).orderBy('e.requested_at', 'desc').orderBy('e.id').limit(20).execute();
  return rows.map((row) => view(row, now));
}

export async function findCompanyExport(trx: TenantTransaction, tenantId: string, id: string, now: Date): Promise<CompanyExport | undefined> {
  const row = await exportsOf(trx, tenantId).where('e.id', '=', id).executeTakeFirst();
  return row && view(row, now);
}

/** Whether an export of the company is still waiting or being built. */
export async function exportUnderWay(trx: TenantTransaction, tenantId: string): Promise<boolean> {
  const row = await trx.selectFrom('company_exports').select('id').where('tenant_id', '=', tenantId).where('state', 'in', ['Queued', 'Running']).executeTakeFirst();
  return row !== undefined;
}

export async function insertCompanyExport(trx: TenantTransaction, tenantId: string, { userId, fileName }: { userId: string; fileName: string }): Promise<string> {
  const id = randomUUID();
  await trx.insertInto('company_exports').values({ tenant_id: tenantId, id, state: 'Queued', requested_by: userId, file_name: fileName }).execute();
  return id;
}

/** The chunks of exports whose time ran out go; their records stay, shown as expired. */
export async function dropExpiredChunks(trx: TenantTransaction, tenantId: string, now: Date): Promise<void> {
  await trx
    .deleteFrom('company_export_chunks')
    .where('tenant_id', '=', tenantId)
    .where('export_id', 'in', (query) =>
      query.selectFrom('company_exports').select('id').where('tenant_id', '=', tenantId).where('state', '=', 'Ready').where('expires_at', '<=', now),
    )
    .execute();
}

/** The build's state for the job: whether to build at all (a finished export is not built again). */
export async function exportStateForBuild(trx: TenantTransaction, tenantId: string, id: string) {
  return trx.selectFrom('company_exports').select(['state', 'file_name']).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

/** Starts (or, after a process died, restarts) a build: no bytes yet. */
export async function beginBuild(trx: TenantTransaction, tenantId: string, id: string): Promise<void> {
  await trx.deleteFrom('company_export_chunks').where('tenant_id', '=', tenantId).where('export_id', '=', id).execute();
  await trx.updateTable('company_exports').set({ state: 'Running', progress: 0 }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

export async function setProgress(trx: TenantTransaction, tenantId: string, id: string, progress: number): Promise<void> {
  await trx.updateTable('company_exports').set({ progress }).where('tenant_id', '=', tenantId).where('id', '=', id).where('state', '=', 'Running').execute();
}

export async function appendChunk(trx: TenantTransaction, tenantId: string, id: string, seq: number, data: Uint8Array): Promise<void> {
  await trx.insertInto('company_export_chunks').values({ tenant_id: tenantId, export_id: id, seq, data }).execute();
}

export async function finishBuild(trx: TenantTransaction, tenantId: string, id: string, byteSize: number, now: Date): Promise<void> {
  await trx
    .updateTable('company_exports')
    .set({ state: 'Ready', progress: 100, byte_size: byteSize, finished_at: now, expires_at: new Date(now.getTime() + COMPANY_EXPORT_HOURS * HOUR_MS) })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export async function failBuild(trx: TenantTransaction, tenantId: string, id: string, error: string, now: Date): Promise<void> {
  await trx.deleteFrom('company_export_chunks').where('tenant_id', '=', tenantId).where('export_id', '=', id).execute();
  await trx.updateTable('company_exports').set({ state: 'Failed', error, finished_at: now }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

/** One chunk of a ready export's ZIP, or `undefined` past its last. */
export async function readChunk(trx: TenantTransaction, tenantId: string, id: string, seq: number): Promise<Buffer | undefined> {
  const row = await trx
    .selectFrom('company_export_chunks')
    .select('data')
    .where('tenant_id', '=', tenantId)
    .where('export_id', '=', id)
    .where('seq', '=', seq)
    .executeTakeFirst();
  // PGlite answers a Uint8Array, node-postgres a Buffer.
  return row && Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength);
}
