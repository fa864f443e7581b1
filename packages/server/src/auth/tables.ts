/** One counter per limited key (e.g. a login name at an address) and its current window. */
export interface AttemptCountersTable {
  key: string;
  window_started_at: Date;
  attempts: number;
}

declare module '../db/schema' {
  interface Database {
    attempt_counters: AttemptCountersTable;
  }
}
