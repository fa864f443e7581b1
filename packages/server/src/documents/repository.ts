import { sql } from 'kysely';
import type { SystemTransaction, TenantTransaction } from '../db/scopes';
import type { DocumentState } from '@planner/api';
import type { DocumentKindName } from './tables';

/** How long a renderer holds a claimed document before another may take it over (a render takes seconds). */
const LEASE = sql`interval '5 minutes'`;

export interface DocumentKey {
  kind: DocumentKindName;
  id: string;
}

/** Queues the document of a record frozen in this transaction, held by the caller who renders it after the commit. */
export async function insertPendingDocument(
  trx: TenantTransaction,
  tenantId: string,
  { kind, id, fileName }: DocumentKey & { fileName: string },
): Promise<void> {
  await trx
    .insertInto('documents')
    .values({ tenant_id: tenantId, kind, id, file_name: fileName, state: 'Pending', attempts: 1, retry_at: sql<Date>`now() + ${LEASE}` })
    .execute();
}

/** The document as a download reads it: its state and, once stored, its blob, hash and size. */
export function findDocument(trx: TenantTransaction, tenantId: string, { kind, id }: DocumentKey) {
  return trx
    .selectFrom('documents')
    .select(['state', 'file_name', 'blob_id', 'sha256', 'byte_size'])
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The states of the documents of one kind with these ids; a record without a document is missing. */
export async function findDocumentStates(trx: TenantTransaction, tenantId: string, kind: DocumentKindName, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, DocumentState>();
  const rows = await trx
    .selectFrom('documents')
    .select(['id', 'state'])
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', kind)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.state]));
}

/** Whether the document still waits for its PDF, its row locked until the transaction ends when `lock` is set. */
export async function isPending(trx: TenantTransaction, tenantId: string, { kind, id }: DocumentKey, lock = false): Promise<boolean> {
  const query = trx
    .selectFrom('documents')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', kind)
    .where('id', '=', id)
    .where('state', '=', 'Pending');
  return (await (lock ? query.forUpdate() : query).executeTakeFirst()) !== undefined;
}

export async function markStored(
  trx: TenantTransaction,
  tenantId: string,
  { kind, id }: DocumentKey,
  stored: { blobId: string; sha256: string; byteSize: number },
): Promise<void> {
  await trx
    .updateTable('documents')
    .set({ state: 'Stored', blob_id: stored.blobId, sha256: stored.sha256, byte_size: stored.byteSize, stored_at: new Date(), last_error: null })
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', kind)
    .where('id', '=', id)
    .where('state', '=', 'Pending')
    .execute();
}

/** Records a failed render; the document is tried again after a pause that doubles with each attempt, up to an hour. */
export async function recordFailure(trx: TenantTransaction, tenantId: string, { kind, id }: DocumentKey, error: string): Promise<void> {
  await trx
    .updateTable('documents')
    .set({
      last_error: error.slice(0, 2000),
      retry_at: sql<Date>`now() + least(interval '1 minute' * power(2, least(attempts - 1, 6)), interval '1 hour')`,
    })
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', kind)
    .where('id', '=', id)
    .where('state', '=', 'Pending')
    .execute();
}

/**
 * Claims up to `limit` Pending documents that are due, across companies: `skip locked` passes
 * over those another process is claiming, and the lease written here keeps them from being
 * claimed again while they are rendered.
 */
export async function claimDueDocuments(trx: SystemTransaction, limit: number): Promise<(DocumentKey & { tenantId: string })[]> {
  const { rows } = await sql<{ tenant_id: string; kind: DocumentKindName; id: string }>`
    update documents set retry_at = now() + ${LEASE}, attempts = attempts + 1
    where (tenant_id, kind, id) in (
      select tenant_id, kind, id from documents
      where state = 'Pending' and retry_at <= now()
      order by retry_at limit ${limit}
      for update skip locked
    )
    returning tenant_id, kind, id
  `.execute(trx);
  return rows.map((row) => ({ tenantId: row.tenant_id, kind: row.kind, id: row.id }));
}
