import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** Nice value of threads doing background work: the kernel gives the request thread the cores first. */
const BACKGROUND_NICE = 5;

/**
 * Lowers the CPU priority of the calling thread (a worker thread) below the server's request
 * thread. A quote PDF takes the better part of a second of CPU; on a machine with few cores the
 * render and the request thread would otherwise share them evenly, and every other company's
 * requests take longer meanwhile. Linux keeps a nice value per thread (`setpriority` with the
 * thread's id); elsewhere this does nothing.
 */
export function runAsBackgroundThread(): void {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, BACKGROUND_NICE);
  } catch {
    // No /proc (not Linux) or not allowed: the thread keeps the process's priority.
  }
}
