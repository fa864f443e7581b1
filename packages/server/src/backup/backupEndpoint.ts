import { randomBytes, timingSafeEqual } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { backupEmbeddedDatabase } from './embeddedBackup';

/** Written next to the embedded database while the server runs; only `npm run backup` on this machine reads it. */
export const BACKUP_ACCESS_FILE = 'backup-access.json';
export const BACKUP_PATH = '/internal/backup';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const sameToken = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * Online backup of the embedded database for `npm run backup`: answered only to this machine
 * (the socket's own address, never a forwarded one) and only with the token the server wrote
 * into its data directory at start. Nothing of it is reachable through a proxy or by a company.
 */
export function registerBackupEndpoint(app: FastifyInstance, db: Db): { token: string } {
  const token = randomBytes(32).toString('base64url');
  app.post(BACKUP_PATH, async (request, reply) => {
    const given = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!LOOPBACK.has(request.socket.remoteAddress ?? '') || !sameToken(given, token)) {
      throw new HttpError(403, 'Forbidden', 'Sicherungen sind nur auf diesem Rechner mit dem Befehl npm run backup möglich.');
    }
    const archive = await backupEmbeddedDatabase(db);
    if (!archive) throw new HttpError(409, 'NotEmbedded', 'Ein PostgreSQL-Server wird mit pg_dump gesichert.');
    return reply.type('application/gzip').header('cache-control', 'no-store').send(archive);
  });
  return { token };
}

/** Tells `npm run backup` where the running server listens; removed again on shutdown. */
export function writeBackupAccess(dataDir: string, port: number, token: string): () => void {
  const file = join(dataDir, BACKUP_ACCESS_FILE);
  writeFileSync(file, JSON.stringify({ port, token }), { mode: 0o600 });
  return () => rmSync(file, { force: true });
}
