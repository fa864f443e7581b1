import { setImmediate } from 'node:timers/promises';
import type { PGlite, Results } from '@electric-sql/pglite';
import { PglitePreparedStatements } from './pglitePrepared';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/** Hands out a lock; the next caller waits until the current holder releases it. */
class Mutex {
  #tail: Promise<void> = Promise.resolve();

  lock(): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const acquired = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => released);
    return acquired;
  }
}

type Command = PostgresQueryResult<unknown>['command'];

function toPgResult<R>(result: Results<R>): PostgresQueryResult<R> {
  return {
    rows: result.rows,
    rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length,
    command: result.command as Command,
  };
}

/** Statements that change the schema: prepared statements are closed after them. */
const DDL = /^\s*(create|alter|drop|truncate|comment)\b|;\s*(create|alter|drop|truncate)\b/i;

class PgliteClient implements PostgresPoolClient {
  #releaseLock: (() => void) | null = null;
  readonly #prepared: PglitePreparedStatements;

  constructor(private readonly pglite: PGlite) {
    this.#prepared = new PglitePreparedStatements(pglite);
  }

  hold(releaseLock: () => void): this {
    this.#releaseLock = releaseLock;
    return this;
  }

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string') throw new Error('The PGlite driver does not support cursors.');
    return this.#run<R>(sqlOrCursor, parameters);
  }

  async #run<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
    // PGlite answers synchronously, so a long run of queries (the demo seed, an import) would
    // otherwise keep every other request waiting, even those that need no database.
    await setImmediate();
    // Like node-postgres: without parameters use the simple protocol, which allows several statements.
    if (parameters.length === 0) {
      const results = await this.pglite.exec(sql);
      if (DDL.test(sql)) await this.#prepared.forgetAll();
      const last = results.at(-1);
      return last ? toPgResult(last as Results<R>) : { rows: [], rowCount: 0, command: 'SELECT' };
    }
    return toPgResult(await this.#prepared.query<R>(sql, parameters));
  }

  release(): void {
    const releaseLock = this.#releaseLock;
    this.#releaseLock = null;
    releaseLock?.();
  }
}

/**
 * Presents a PGlite instance as a pool for Kysely's PostgresDialect. PGlite is a single
 * connection, so only one client is checked out at a time: a transaction keeps every
 * other query waiting until it ends. Inside a transaction, use only its `trx`.
 */
export function createPglitePool(pglite: PGlite): PostgresPool {
  const mutex = new Mutex();
  const client = new PgliteClient(pglite);
  return {
    connect: async () => client.hold(await mutex.lock()),
    end: () => pglite.close(),
  };
}
