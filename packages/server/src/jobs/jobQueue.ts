import { CompiledQuery, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';

/**
 * Background work on the database's own job queue (pg-boss, ADR 0021): a job is sent in the
 * transaction that makes it necessary, taken by one process with `for update skip locked`, and
 * taken over by another process when the one holding it does not finish it within its lease.
 * The embedded database runs the same queue in its one process.
 */
export const JOB_SCHEMA = 'pgboss';

/** The job being run, as its handler sees it. */
export interface RunningJob {
  /**
   * Says that the job makes progress: its lease is extended to a full lease from now (at most
   * a few times per lease), so that a job longer than one lease is not taken for dead. A job
   * that stops calling it is taken over once its lease has run out.
   */
  stillWorking(): Promise<void>;
}

/** What a queue of jobs does with one job's data; a job that throws is tried again later. */
export interface JobHandler<Data = never> {
  queue: string;
  run(data: Data, job: RunningJob): Promise<void>;
}

/** pg-boss's way to the database: any Kysely connection, the caller's transaction included. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg-boss reads the tables of its own schema
export const jobDatabase = (db: Kysely<any>): PgBoss.Db => ({
  executeSql: async (text, values = []) => {
    const { rows } = await db.executeQuery(CompiledQuery.raw(text, values));
    return { rows: rows ?? [] };
  },
});

/** pg-boss as a maker of statements; it sends only through the connection each call names. */
const statements = new PgBoss({ schema: JOB_SCHEMA, db: { executeSql: () => Promise.reject(new Error('a job is sent in a transaction')) } });

/** Sends a job in `trx`: it exists exactly when the transaction commits. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any transaction of the server's database
export async function sendJob(trx: Kysely<any>, queue: string, data: object, options: Omit<PgBoss.SendOptions, 'db'> = {}): Promise<void> {
  await statements.send(queue, data, { ...options, db: jobDatabase(trx) });
}

export interface JobQueue {
  /** Takes jobs in the background from now on (the server does; tests run `runDue` themselves). */
  start(): Promise<void>;
  /** Stops taking jobs and waits for those being done; a job cut short is tried again. */
  stop(): Promise<void>;
  /** Takes the jobs of `queue` that are due and does them one after another; how many succeeded. */
  runDue(queue: string, limit?: number): Promise<number>;
  /**
   * Does the due jobs of `queue` in this process now instead of at the next poll, e.g. the job a
   * request has just committed; resolves when they are done. `stop` waits for it too.
   */
  runNow(queue: string): Promise<void>;
}

interface QueueOptions {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the server's database, whose tables the queue does not read
  db: Kysely<any>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each queue's handler reads the data its jobs carry
  handlers: readonly JobHandler<any>[];
  /** How long a process holds a job; a job held longer is taken to have died with its process and is tried again. */
  leaseSeconds: number;
  onError: (error: unknown) => void;
  pollingIntervalSeconds?: number;
}

export function createJobQueue({ db, handlers, leaseSeconds, onError, pollingIntervalSeconds = 2 }: QueueOptions): JobQueue {
  const boss = new PgBoss({
    schema: JOB_SCHEMA,
    db: jobDatabase(db),
    // Expired jobs are found by one process's maintenance; the takeover waits for at most one more interval.
    maintenanceIntervalSeconds: Math.min(leaseSeconds, 60),
    schedule: false,
  });
  boss.on('error', onError);
  let started = false;
  const inFlight = new Set<Promise<unknown>>();

  /** The lease of a job that pg-boss holds for this process: `started_on + expire_in`, moved on as the job goes on. */
  const runningJob = (queue: string, id: string): RunningJob => {
    let extendedAt = performance.now();
    return {
      async stillWorking() {
        if (performance.now() - extendedAt < (leaseSeconds * 1000) / 4) return;
        extendedAt = performance.now();
        await db.executeQuery(
          CompiledQuery.raw(
            `update ${JOB_SCHEMA}.job set expire_in = now() - started_on + make_interval(secs => $3)
             where name = $1 and id = $2 and state = 'active'`,
            [queue, id, leaseSeconds],
          ),
        );
      },
    };
  };

  const run = async (handler: JobHandler<never>, jobs: PgBoss.Job<unknown>[]) => {
    for (const job of jobs) await handler.run(job.data as never, runningJob(handler.queue, job.id));
  };

  const runDue = async (queue: string, limit = 5): Promise<number> => {
    const handler = handlers.find((candidate) => candidate.queue === queue);
    if (!handler) throw new Error(`no handler for the job queue ${queue}`);
    let succeeded = 0;
    for (const job of await boss.fetch<unknown>(queue, { batchSize: limit })) {
      try {
        await handler.run(job.data as never, runningJob(queue, job.id));
      } catch (error) {
        await boss.fail(queue, job.id, { message: error instanceof Error ? error.message : String(error) });
        continue;
      }
      await boss.complete(queue, job.id);
      succeeded += 1;
    }
    return succeeded;
  };

  return {
    async start() {
      await boss.start();
      started = true;
      for (const handler of handlers) {
        await boss.updateQueue(handler.queue, { name: handler.queue, expireInSeconds: leaseSeconds });
        await boss.work(handler.queue, { batchSize: 1, pollingIntervalSeconds }, (jobs) => run(handler, jobs));
      }
    },
    async stop() {
      // Like pg-boss's own workers: waited for up to the lease; a job cut short is taken over after it.
      let timer: NodeJS.Timeout | undefined;
      const leaseOver = new Promise((resolve) => (timer = setTimeout(resolve, leaseSeconds * 1000)));
      await Promise.race([Promise.allSettled([...inFlight]), leaseOver]);
      clearTimeout(timer);
      if (started) await boss.stop({ graceful: true, wait: true, timeout: leaseSeconds * 1000 });
      started = false;
    },
    runDue,
    async runNow(queue) {
      const running = runDue(queue).catch(onError);
      inFlight.add(running);
      try {
        await running;
      } finally {
        inFlight.delete(running);
      }
    },
  };
}
