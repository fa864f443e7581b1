import { sql } from 'kysely';
import type { TenantTransaction } from '../db/scopes';
import type { DocumentState } from '@planner/api';
import type { DocumentKindName } from './tables';

export interface DocumentKey {
  kind: DocumentKindName;
  id: string;
}

/** The document of a record frozen in this transaction, Pending until its PDF is stored. */
export async function insertPendingDocument(
  trx: TenantTransaction,
  tenantId: string,
  { kind, id, fileName }: DocumentKey & { fileName: string },
): Promise<void> {
  await trx
    .insertInto('documents')
    .values({ tenant_id: tenantId, kind, id, file_name: fileName, state: 'Pending' })
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
    .set({
      state: 'Stored',
      blob_id: stored.blobId,
      sha256: stored.sha256,
      byte_size: stored.byteSize,
      stored_at: new Date(),
      last_error: null,
      attempts: sql<number>`attempts + 1`,
    })
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', kind)
    .where('id', '=', id)
    .where('state', '=', 'Pending')
    .execute();
}

/** Records a failed render; its job tries it again. */
export async function recordFailure(trx: TenantTransaction, tenantId: string, { kind, id }: DocumentKey, error: string): Promise<void> {
  await trx
    .updateTable('documents')
    .set({ last_error: error.slice(0, 2000), attempts: sql<number>`attempts + 1` })
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', kind)
    .where('id', '=', id)
    .where('state', '=', 'Pending')
    .execute();
}
