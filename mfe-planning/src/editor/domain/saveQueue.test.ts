import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SaveQueue, type SaveStatus } from './saveQueue';

interface Deferred {
  state: number;
  resolve: () => void;
  reject: (error: Error) => void;
}

/** A queue whose saves record the state they saved and wait until the test settles them. */
function setup(options: { isFatal?: (error: unknown) => boolean } = {}) {
  let state = 0;
  const saves: Deferred[] = [];
  const statuses: SaveStatus[] = [];
  const onFatal = vi.fn();
  const queue = new SaveQueue({
    debounceMs: 500,
    retryDelayMs: (attempt) => 1000 * attempt,
    onStatusChange: (status) => statuses.push(status),
    isFatal: options.isFatal,
    onFatal,
    save: () =>
      new Promise<void>((resolve, reject) => {
        saves.push({ state, resolve, reject });
      }),
  });
  const change = () => {
    state += 1;
    queue.schedule();
  };
  return { queue, saves, statuses, change, onFatal };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('SaveQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once, 500 ms after the last of several quick changes', async () => {
    const { saves, change, statuses } = setup();
    change();
    await vi.advanceTimersByTimeAsync(300);
    change();
    change();
    await vi.advanceTimersByTimeAsync(499);
    expect(saves).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(saves.map((s) => s.state)).toEqual([3]);
    saves[0]!.resolve();
    await settle();
    expect(statuses).toEqual(['pending', 'saved']);
  });

  it('never runs two saves at once and saves the later state after the earlier one', async () => {
    const { queue, saves, change, statuses } = setup();
    change();
    await vi.advanceTimersByTimeAsync(500);
    change();
    change();
    await vi.advanceTimersByTimeAsync(5000);
    expect(saves.map((s) => s.state)).toEqual([1]);
    expect(queue.hasUnsavedChanges).toBe(true);

    saves[0]!.resolve();
    await settle();
    expect(statuses.at(-1)).toBe('pending');
    await vi.advanceTimersByTimeAsync(500);
    expect(saves.map((s) => s.state)).toEqual([1, 3]);
    saves[1]!.resolve();
    await settle();
    expect(statuses.at(-1)).toBe('saved');
    expect(queue.hasUnsavedChanges).toBe(false);
  });

  it('keeps the changes of a failed save and retries with growing delay until it succeeds', async () => {
    const { queue, saves, change, statuses } = setup();
    change();
    await vi.advanceTimersByTimeAsync(500);
    saves[0]!.reject(new Error('offline'));
    await settle();
    expect(statuses.at(-1)).toBe('error');
    expect(queue.hasUnsavedChanges).toBe(true);

    await vi.advanceTimersByTimeAsync(999);
    expect(saves).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(saves).toHaveLength(2);
    saves[1]!.reject(new Error('offline'));
    await settle();
    await vi.advanceTimersByTimeAsync(1999);
    expect(saves).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(saves).toHaveLength(3);
    saves[2]!.reject(new Error('offline'));
    await settle();
    // A new change does not wait for the backoff: it is saved like any change.
    change();
    await vi.advanceTimersByTimeAsync(500);
    expect(saves.map((s) => s.state)).toEqual([1, 1, 1, 2]);
    saves[3]!.resolve();
    await settle();
    expect(statuses.at(-1)).toBe('saved');
    expect(queue.hasUnsavedChanges).toBe(false);
  });

  it('stops after a failure no retry can fix', async () => {
    const fatal = new Error('finalized');
    const { queue, saves, change, onFatal } = setup({ isFatal: (error) => error === fatal });
    change();
    await vi.advanceTimersByTimeAsync(500);
    saves[0]!.reject(fatal);
    await settle();
    expect(onFatal).toHaveBeenCalledWith(fatal);
    change();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(saves).toHaveLength(1);
    expect(queue.hasUnsavedChanges).toBe(true);
  });

  it('flush saves at once, waits for the save under way and for the changes made meanwhile', async () => {
    const { queue, saves, change } = setup();
    change();
    const flushed = queue.flush();
    await settle();
    expect(saves.map((s) => s.state)).toEqual([1]);
    change();
    saves[0]!.resolve();
    await settle();
    expect(saves.map((s) => s.state)).toEqual([1, 2]);
    let done = false;
    void flushed.then(() => (done = true));
    await settle();
    expect(done).toBe(false);
    saves[1]!.resolve();
    await settle();
    expect(done).toBe(true);
    expect(queue.hasUnsavedChanges).toBe(false);
  });
});
