import { getPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { bundledWorker } from './support/bundledWorker';

describe('a background thread', () => {
  it('runs at a lower CPU priority than the request thread, which keeps its own', async () => {
    const bundle = bundledWorker(new URL('./support/backgroundThreadEntry.ts', import.meta.url), 'background-thread');
    await bundle.build();
    const worker = new Worker(bundle.file);
    const threadId = await new Promise<number>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    try {
      expect(getPriority(threadId)).toBe(5);
      expect(getPriority()).toBe(0);
    } finally {
      await worker.terminate();
      bundle.remove();
    }
  });
});
