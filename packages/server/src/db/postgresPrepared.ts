import { createHash } from 'node:crypto';
import type { PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * Statements with more parameters than this stay unnamed: their text varies with their input (a
 * `values` list or `in (…)` of as many entries as rows), so each text would be prepared once per
 * connection and kept there without being run again.
 */
const MAX_PREPARED_PARAMETERS = 64;

/** The statement's name on a connection: the same for the same text, in every process. */
const statementName = (text: string) => `p_${createHash('sha1').update(text).digest('base64url')}`;

/**
 * Parameterized statements as named prepared statements on a pooled PostgreSQL connection: each
 * text is parsed and planned once per connection (node-postgres remembers which names it has
 * prepared on which connection) and then only bound and executed, its plan in PostgreSQL's plan
 * cache. Statements without parameters go as simple queries, as before.
 */
export function withNamedStatements(client: pg.PoolClient): PostgresPoolClient {
  return {
    query: ((text: unknown, parameters?: unknown[]) => {
      if (typeof text === 'string' && parameters && parameters.length > 0 && parameters.length <= MAX_PREPARED_PARAMETERS) {
        return client.query({ name: statementName(text), text, values: parameters });
      }
      return client.query(text as string, parameters);
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  };
}
