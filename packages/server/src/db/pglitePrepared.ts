import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';
import { BYTEA_OID } from './pgliteBytea';

/** How many statements stay prepared; the least recently used one is closed beyond it. */
const PREPARED_STATEMENTS = 500;

interface PreparedStatement {
  name: string;
  parameterTypes: number[];
}

const concat = (messages: Uint8Array[]) => Buffer.concat(messages);

/**
 * Parameterized statements on PGlite as named prepared statements, each prepared once by its text.
 * PGlite's own `query` parses, analyses and plans every statement again and crosses into
 * WebAssembly six times for it; planning the statements of a DATANORM chunk took 2–3 ms each, on
 * the server's only thread (ADR 0016). Here a statement seen before is one call: bind, describe,
 * execute and sync in one message, its plan kept by PostgreSQL's plan cache (a custom plan for the
 * first five runs, then the generic one where it costs no more). A statement whose tables changed
 * is planned again by PostgreSQL; DDL closes every prepared statement (`forgetAll`), so no result
 * shape is ever taken from before it.
 */
export class PglitePreparedStatements {
  readonly #statements = new Map<string, PreparedStatement>();
  #nextName = 0;

  constructor(private readonly pglite: PGlite) {}

  async query<R>(text: string, parameters: readonly unknown[]): Promise<Results<R>> {
    return this.pglite.runExclusive(async () => {
      const statement = this.#statements.get(text) ?? (await this.#prepare(text));
      // Most recently used last: a Map keeps insertion order.
      this.#statements.delete(text);
      this.#statements.set(text, statement);
      const values = parameters.map((value, index) => this.#serialize(value, statement.parameterTypes[index] ?? 0));
      const { messages } = await this.pglite.execProtocol(
        concat([
          protocol.serialize.bind({ statement: statement.name, values }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false },
      );
      return parse.parseResults(messages, this.pglite.parsers)[0] as Results<R>;
    });
  }

  /** Closes every prepared statement: after DDL a result's shape may have changed. */
  async forgetAll(): Promise<void> {
    if (this.#statements.size === 0) return;
    const names = [...this.#statements.values()].map((statement) => statement.name);
    this.#statements.clear();
    await this.pglite.runExclusive(() => this.#close(names));
  }

  async #prepare(text: string): Promise<PreparedStatement> {
    const name = `planner_${(this.#nextName += 1)}`;
    const { messages } = await this.pglite.execProtocol(
      concat([protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(messages) };
    if (this.#statements.size >= PREPARED_STATEMENTS) {
      const [oldestText, oldest] = this.#statements.entries().next().value as [string, PreparedStatement];
      this.#statements.delete(oldestText);
      await this.#close([oldest.name]);
    }
    return statement;
  }

  async #close(names: readonly string[]): Promise<void> {
    await this.pglite.execProtocol(concat([...names.map((name) => protocol.serialize.close({ type: 'S', name })), protocol.serialize.sync()]), {
      syncToFs: false,
    });
  }

  /**
   * As PGlite's `query` turns a value into the text of its parameter's type; bytes go as they are
   * (a binary parameter), which spares the hex text of twice their size on the way in and its
   * decoding in PostgreSQL: a 3 MB quote PDF was stored in about half the time.
   */
  #serialize(value: unknown, type: number): string | Uint8Array | null {
    if (value === null || value === undefined) return null;
    if (type === BYTEA_OID && value instanceof Uint8Array) return value;
    const serializer = this.pglite.serializers[type];
    return serializer ? serializer(value) : String(value);
  }
}
