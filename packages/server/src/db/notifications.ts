import type { PGlite } from '@electric-sql/pglite';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from './schema';

/**
 * PostgreSQL's LISTEN/NOTIFY between the server processes on one database (ADR 0019). A message
 * is sent with `pg_notify` through the pool and received on one listening connection per
 * process; the embedded database (one process) runs the same statements on its single session.
 */
export interface Subscriber {
  onMessage(payload: string): void;
  /**
   * The listening connection is (again) in place: messages sent while it was not may have been
   * missed, so whatever was kept on their account must be dropped.
   */
  onMissed(): void;
}

export interface Notifications {
  /** Sends `payload` (at most 8 000 bytes) to every process on this database, this one included. */
  publish(channel: string, payload: string): Promise<void>;
  /** Answers the function that ends the subscription. */
  subscribe(channel: string, subscriber: Subscriber): () => void;
  /** Whether this process receives every message right now. */
  readonly live: boolean;
  close(): Promise<void>;
}

interface ListeningConnection {
  listen(channel: string): Promise<void>;
  close(): Promise<void>;
}

interface ConnectionEvents {
  notify(channel: string, payload: string): void;
  lost(error: unknown): void;
}

type Connect = (events: ConnectionEvents) => Promise<ListeningConnection>;

const CHANNEL_NAME = /^[a-z_]{1,63}$/;
const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5_000;

const listenStatement = (channel: string) => {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return `LISTEN ${channel}`;
};

/** A connection of its own on the pool's database, outside the pool, which only listens. */
export const postgresListening =
  (url: string): Connect =>
  async (events) => {
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    client.on('notification', (message) => events.notify(message.channel, message.payload ?? ''));
    client.on('error', (error) => events.lost(error));
    client.on('end', () => events.lost(null));
    await client.connect();
    return {
      listen: async (channel) => {
        await client.query(listenStatement(channel));
      },
      close: () => client.end().catch(() => {}),
    };
  };

/** PGlite is one session: LISTEN goes through the pool (outside any transaction), messages come from the instance. */
export const pgliteListening =
  (pglite: PGlite, db: Kysely<Database>): Connect =>
  async (events) => {
    const stop = pglite.onNotification(events.notify);
    return {
      listen: async (channel) => {
        await sql.raw(listenStatement(channel)).execute(db);
      },
      close: async () => stop(),
    };
  };

class DatabaseNotifications implements Notifications {
  readonly #subscribers = new Map<string, Set<Subscriber>>();
  #connection: ListeningConnection | null = null;
  #connecting = false;
  #closed = false;
  #retryMs = FIRST_RETRY_MS;
  #retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly connect: Connect,
    private readonly logger: Logger | null,
  ) {}

  get live(): boolean {
    return this.#connection !== null;
  }

  async publish(channel: string, payload: string): Promise<void> {
    await sql`select pg_notify(${channel}, ${payload})`.execute(this.db);
  }

  subscribe(channel: string, subscriber: Subscriber): () => void {
    const known = this.#subscribers.get(channel);
    const unsubscribe = () => this.#unsubscribe(channel, subscriber);
    if (known) {
      known.add(subscriber);
      return unsubscribe;
    }
    this.#subscribers.set(channel, new Set([subscriber]));
    // A new channel: listen anew, so that `live` holds for every channel.
    if (this.#connection) void this.#reconnect();
    else void this.#start();
    return unsubscribe;
  }

  /** Without subscribers nothing is listened to, and a lost connection is not reopened. */
  #unsubscribe(channel: string, subscriber: Subscriber): void {
    const subscribers = this.#subscribers.get(channel);
    subscribers?.delete(subscriber);
    if (subscribers?.size === 0) this.#subscribers.delete(channel);
    if (this.#subscribers.size > 0) return;
    if (this.#retry) clearTimeout(this.#retry);
    this.#retry = null;
    const connection = this.#connection;
    this.#connection = null;
    void connection?.close();
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#retry) clearTimeout(this.#retry);
    const connection = this.#connection;
    this.#connection = null;
    await connection?.close();
  }

  async #reconnect(): Promise<void> {
    const previous = this.#connection;
    this.#connection = null;
    await previous?.close();
    await this.#start();
  }

  async #start(): Promise<void> {
    if (this.#connecting || this.#closed || this.#connection) return;
    this.#connecting = true;
    let connection: ListeningConnection | null = null;
    let lost = false;
    try {
      connection = await this.connect({
        notify: (channel, payload) => this.#deliver(channel, payload),
        lost: (error) => {
          lost = true;
          this.#lose(connection, error);
        },
      });
      const listened = new Set<string>();
      // Channels subscribed while this runs are listened to as well.
      for (let next = this.#unlistened(listened); next; next = this.#unlistened(listened)) {
        await connection.listen(next);
        listened.add(next);
      }
      if (lost) throw new Error('the listening connection ended while it was set up');
      if (this.#closed || this.#subscribers.size === 0) {
        await connection.close();
        return;
      }
      this.#connection = connection;
      this.#retryMs = FIRST_RETRY_MS;
      for (const subscribers of this.#subscribers.values()) for (const subscriber of subscribers) subscriber.onMissed();
    } catch (error) {
      this.logger?.warn({ err: error }, 'cannot listen for changes of other processes; retrying');
      await connection?.close();
      this.#scheduleStart();
    } finally {
      this.#connecting = false;
    }
  }

  #unlistened(listened: ReadonlySet<string>): string | undefined {
    return [...this.#subscribers.keys()].find((channel) => !listened.has(channel));
  }

  #lose(connection: ListeningConnection | null, error: unknown): void {
    if (connection === null || connection !== this.#connection) return;
    this.#connection = null;
    this.logger?.warn({ err: error }, 'lost the connection that listens for changes of other processes');
    void connection.close();
    this.#scheduleStart();
  }

  #scheduleStart(): void {
    if (this.#closed || this.#retry || this.#subscribers.size === 0) return;
    this.#retry = setTimeout(() => {
      this.#retry = null;
      void this.#start();
    }, this.#retryMs);
    this.#retry.unref();
    this.#retryMs = Math.min(this.#retryMs * 2, LAST_RETRY_MS);
  }

  #deliver(channel: string, payload: string): void {
    for (const subscriber of this.#subscribers.get(channel) ?? []) {
      try {
        subscriber.onMessage(payload);
      } catch (error) {
        // Anyone who may connect can send on a channel; a message that is not understood ends nothing.
        this.logger?.error({ err: error, channel }, 'a message from another process could not be read');
      }
    }
  }
}

export function createNotifications(db: Kysely<Database>, connect: Connect, logger: Logger | null = null): Notifications {
  return new DatabaseNotifications(db, connect, logger);
}
