/** What the save indicator shows: nothing, a save under way, the last save's success or failure. */
export type SaveStatus = 'idle' | 'pending' | 'saved' | 'error';

export interface SaveQueueOptions {
  /** Saves the current state; the queue never runs two at once. */
  save: () => Promise<void>;
  /** Quiet time after the last change before saving. */
  debounceMs: number;
  /** Wait before the n-th retry (1, 2, …) after a failed save. */
  retryDelayMs: (attempt: number) => number;
  onStatusChange: (status: SaveStatus) => void;
  /** A failure that no retry can fix (the floor was deleted, the quote finalized): the queue stops. */
  isFatal?: (error: unknown) => boolean;
  onFatal?: (error: unknown) => void;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * Auto-save of one editor: changes are debounced; saves run one after another, each saving
 * the state of the moment it starts, so a later state is always saved after an earlier one.
 * A change during a save leads to one more save afterwards. A failed save keeps the changes
 * and is retried with growing delay until it succeeds, or until a fatal failure stops it.
 */
export class SaveQueue {
  private dirty = false;
  private running: Promise<void> | null = null;
  private timer: unknown = null;
  private failures = 0;
  private stopped = false;
  private status: SaveStatus = 'idle';
  private readonly setTimer: (callback: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(private readonly options: SaveQueueOptions) {
    this.setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  }

  /** Changes that are not saved yet, or a save under way. */
  get hasUnsavedChanges(): boolean {
    return this.dirty || this.running !== null;
  }

  /** Records a change; it is saved once no further change came for the debounce time. */
  schedule(): void {
    if (this.stopped) return;
    this.dirty = true;
    this.setStatus('pending');
    this.restartTimer(this.options.debounceMs);
  }

  /** Saves pending changes now and resolves once nothing is left to save (or saving failed). */
  async flush(): Promise<void> {
    for (;;) {
      if (this.running) {
        await this.running;
        if (this.status === 'error') return;
        continue;
      }
      if (!this.dirty || this.stopped) return;
      this.cancelTimer();
      await this.run();
      if (this.status === 'error') return;
    }
  }

  /** Stops timers; a save under way still completes. */
  dispose(): void {
    this.stopped = true;
    this.cancelTimer();
  }

  private setStatus(status: SaveStatus) {
    if (status === this.status) return;
    this.status = status;
    this.options.onStatusChange(status);
  }

  private cancelTimer() {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
  }

  private restartTimer(ms: number) {
    this.cancelTimer();
    this.timer = this.setTimer(() => {
      this.timer = null;
      void this.run();
    }, ms);
  }

  private run(): Promise<void> {
    if (this.running) return this.running;
    if (!this.dirty || this.stopped) return Promise.resolve();
    this.dirty = false;
    this.setStatus('pending');
    this.running = this.options
      .save()
      .then(
        () => {
          this.failures = 0;
          this.running = null;
          if (this.dirty) {
            // Changes made during the save: they get their own save, after the debounce unless one is pending.
            if (this.timer === null) this.restartTimer(this.options.debounceMs);
          } else {
            this.setStatus('saved');
          }
        },
        (error: unknown) => {
          this.running = null;
          this.dirty = true;
          this.setStatus('error');
          if (this.options.isFatal?.(error)) {
            this.stopped = true;
            this.cancelTimer();
            this.options.onFatal?.(error);
            return;
          }
          this.failures += 1;
          this.restartTimer(this.options.retryDelayMs(this.failures));
        },
      );
    return this.running;
  }
}
