import { setImmediate, setTimeout } from 'node:timers/promises';
import { embeddedDatabaseOf, type Db } from '../db/database';

/** How an import's chunks are sized and spaced on one kind of database. */
export interface PaceSettings {
  /** Records of the first chunk. */
  initial: number;
  min: number;
  max: number;
  /** What one chunk's transaction should take: the longest wait it imposes on another company's request. */
  targetMs: number;
  /** The pause after a chunk, so that requests that came in meanwhile get the database first. */
  pauseMs: number;
}

/**
 * The embedded database runs each statement on the server's one thread, so a chunk stalls every
 * request for as long as it takes: small chunks, and a pause after each in which waiting
 * requests run. PostgreSQL runs them in a process of its own: large chunks, no pause.
 */
export const PACES = {
  embedded: { initial: 200, min: 20, max: 2_000, targetMs: 6, pauseMs: 2 },
  server: { initial: 1_000, min: 100, max: 5_000, targetMs: 150, pauseMs: 0 },
} satisfies Record<string, PaceSettings>;

export const paceOf = (db: Db): PaceSettings => (embeddedDatabaseOf(db) ? PACES.embedded : PACES.server);

/** Sizes the chunks of one run of an import by how long the previous ones took. */
export class ChunkPace {
  size: number;

  constructor(private readonly settings: PaceSettings) {
    this.size = settings.initial;
  }

  /** Runs one chunk's transaction and sizes the next one to take about the target time. */
  async chunk<T>(work: () => Promise<T>): Promise<T> {
    const startedAt = performance.now();
    const result = await work();
    const tookMs = Math.max(performance.now() - startedAt, 0.1);
    const { min, max, targetMs } = this.settings;
    // At most doubled or halved at a time: one chunk slowed by other work does not swing it.
    const scaled = this.size * Math.min(2, Math.max(0.5, targetMs / tookMs));
    this.size = Math.round(Math.min(max, Math.max(min, scaled)));
    return result;
  }

  pause(): Promise<unknown> {
    return this.settings.pauseMs > 0 ? setTimeout(this.settings.pauseMs) : setImmediate();
  }
}
