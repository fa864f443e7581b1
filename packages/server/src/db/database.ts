import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import { restoreClusterSnapshot } from './clusterSnapshot';
import { DurableNodeFS } from './durableNodeFs';
import { createNotifications, pgliteListening, postgresListening, type Notifications } from './notifications';
import { PGLITE_BYTEA } from './pgliteBytea';
import { createPglitePool } from './pglitePool';
import { withNamedStatements } from './postgresPrepared';
import type { Database } from './schema';
import { NUMBER_TYPE_OIDS, parseNumber } from './typeParsers';

/** A PostgreSQL server, or embedded PGlite persisted in `dataDir` (`null`: in memory). */
export type DatabaseTarget =
  /**
   * `preparedStatements`: parameterized statements as named prepared statements (`postgresPrepared.ts`).
   * `poolSize`: the connections this process keeps (10); lower it when many processes share one server's `max_connections`.
   */
  | { kind: 'postgres'; url: string; preparedStatements?: boolean; poolSize?: number }
  /** `fsync: false` only for data one can lose (benchmarks): a power loss may then corrupt it. */
  | { kind: 'pglite'; dataDir: string | null; fsync?: boolean };

export type Db = Kysely<Database>;

export const DEFAULT_POOL_SIZE = 10;

function createPostgresPool({ url, preparedStatements = false, poolSize = DEFAULT_POOL_SIZE }: DatabaseTarget & { kind: 'postgres' }, logger: Logger): PostgresPool {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        NUMBER_TYPE_OIDS.includes(oid) ? parseNumber : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection that breaks (e.g. a database restart) is dropped and replaced by the pool;
  // unhandled, the error would end the process.
  pool.on('error', (error) => logger.warn({ err: error }, 'idle database connection failed'));
  if (!preparedStatements) return pool;
  return { connect: async () => withNamedStatements(await pool.connect()), end: () => pool.end() };
}

/**
 * A PGlite cluster with every migration of this build applied, written by build.mjs next to
 * the bundle. A new data directory starts as a copy of it, which is several times faster than
 * PGlite's initdb followed by the migrations. Running from source there is none.
 */
const MIGRATED_CLUSTER_SNAPSHOT = new URL('./pglite-migrated-cluster.tar.gz', import.meta.url);

/**
 * A data directory that survives a power loss: PGlite starts PostgreSQL with `-F` (fsync off)
 * by default; without it every commit is flushed, through a filesystem whose fsync reaches the
 * disk. The write-ahead log is flushed with fsync, not fdatasync, which PGlite's runtime ignores.
 */
export const durableStorage = (dataDir: string) => ({
  fs: new DurableNodeFS(dataDir),
  startParams: [...PGlite.defaultStartParams.filter((parameter) => parameter !== '-F'), '-c', 'wal_sync_method=fsync'],
});

/** Embedded PostgreSQL as the server uses it; `dataDir` `null` keeps it in memory. */
export async function createPglite(dataDir: string | null, fsync = true): Promise<PGlite> {
  const options = {
    parsers: { ...Object.fromEntries(NUMBER_TYPE_OIDS.map((oid) => [oid, parseNumber])), ...PGLITE_BYTEA.parsers },
    serializers: PGLITE_BYTEA.serializers,
    // Trigram indexes serve the lists' anyText searches, as on a PostgreSQL server.
    extensions: { pg_trgm },
  };
  if (dataDir === null) return PGlite.create(options);
  if (!existsSync(join(dataDir, 'PG_VERSION')) && existsSync(MIGRATED_CLUSTER_SNAPSHOT)) {
    await mkdir(dirname(dataDir), { recursive: true });
    restoreClusterSnapshot(MIGRATED_CLUSTER_SNAPSHOT, dataDir);
  } else {
    await mkdir(dataDir, { recursive: true });
  }
  return PGlite.create({ ...options, ...(fsync ? durableStorage(dataDir) : { dataDir }) });
}

/** The embedded database behind a `Db`, for what only it can do (a backup of its files). */
const embedded = new WeakMap<Db, PGlite>();
export const embeddedDatabaseOf = (db: Db): PGlite | undefined => embedded.get(db);

/** Messages between the processes on a `Db`'s database; listening starts with the first subscriber and ends with the `Db`. */
const notifications = new WeakMap<Db, Notifications>();
export const notificationsOf = (db: Db): Notifications => notifications.get(db)!;

/**
 * Statements sent to the database through a `Db` since it was made, transaction control
 * included (each one round trip), and the transactions among them.
 */
export interface StatementCount {
  statements: number;
  transactions: number;
}
const statementCounts = new WeakMap<Db, StatementCount>();
export const statementsSentThrough = (db: Db): StatementCount => ({ ...statementCounts.get(db)! });

const BEGIN = /^\s*(begin|start transaction)\b/i;

function countingClient(client: PostgresPoolClient, count: StatementCount): PostgresPoolClient {
  return {
    query: ((...args: Parameters<PostgresPoolClient['query']>) => {
      count.statements += 1;
      if (typeof args[0] === 'string' && BEGIN.test(args[0])) count.transactions += 1;
      return client.query(...args);
    }) as PostgresPoolClient['query'],
    release: () => client.release(),
  };
}

/** A `Db` over `pool` that counts its statements; `pool` ends only after the notifications `listen` makes are closed. */
function databaseOver(pool: PostgresPool, listen: (db: Db) => Notifications): Db {
  let own: Notifications | null = null;
  const count: StatementCount = { statements: 0, transactions: 0 };
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: {
        connect: async () => countingClient(await pool.connect(), count),
        end: async () => {
          await own?.close();
          await pool.end();
        },
      },
    }),
  });
  own = listen(db);
  notifications.set(db, own);
  statementCounts.set(db, count);
  return db;
}

export function databaseOnPglite(pglite: PGlite): Db {
  const db = databaseOver(createPglitePool(pglite), (db) => createNotifications(db, pgliteListening(pglite, db)));
  embedded.set(db, pglite);
  return db;
}

export async function createDatabase(target: DatabaseTarget, logger: Logger): Promise<Db> {
  if (target.kind === 'pglite') return databaseOnPglite(await createPglite(target.dataDir, target.fsync));
  return databaseOver(createPostgresPool(target, logger), (db) =>
    createNotifications(db, postgresListening(target.url), logger),
  );
}
