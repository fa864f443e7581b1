import { Readable } from 'node:stream';
import type { Db } from '../db/database';
import { withTenant } from '../db/scopes';
import { readChunk } from './repository';

/** A ready export's ZIP as a stream, chunk by chunk as the client takes them, each read in its own transaction. */
export function exportStream(db: Db, tenantId: string, exportId: string): Readable {
  let seq = 0;
  return new Readable({
    async read() {
      try {
        const chunk = await withTenant(db, tenantId, (trx) => readChunk(trx, tenantId, exportId, seq));
        seq += 1;
        this.push(chunk ?? null);
      } catch (error) {
        this.destroy(error instanceof Error ? error : new Error(String(error)));
      }
    },
  });
}
