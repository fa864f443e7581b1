import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QuotePdfAnswer, QuotePdfRequest } from './quotePdfWorker';
import { renderQuotePdf, type QuotePdfInput } from './renderQuotePdf';

export type RenderQuotePdf = (input: QuotePdfInput) => Promise<Buffer>;

/** The worker's bundle, written by build.mjs next to the server's. Running from source there is none. */
const BUNDLED_WORKER = new URL('./quotePdfWorker.js', import.meta.url);

interface Pending {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

/**
 * Renders quote PDFs on a worker thread. Laying out a long quote takes the better part of a
 * second of CPU, during which the server's thread would answer nobody else. One worker
 * renders one quote after another; it starts with the first quote, does not keep the process
 * alive, and is started afresh after it failed.
 */
export function quotePdfWorkerRenderer(workerFile: URL, execArgv: string[] = []): RenderQuotePdf {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    worker = null;
  };

  const start = () => {
    const started = new Worker(fileURLToPath(workerFile), { execArgv });
    started.unref();
    started.on('message', (answer: QuotePdfAnswer) => {
      const request = pending.get(answer.id);
      if (!request) return;
      pending.delete(answer.id);
      if ('error' in answer) request.reject(new Error(`Quote PDF could not be rendered: ${answer.error}`));
      else request.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
    });
    started.on('error', (error) => {
      if (worker === started) failAll(error);
    });
    started.on('exit', (code) => {
      if (worker === started) failAll(new Error(`The quote PDF worker stopped (exit code ${code}).`));
    });
    return started;
  };

  return (input) =>
    new Promise<Buffer>((resolve, reject) => {
      worker ??= start();
      const id = (nextId += 1);
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, input } satisfies QuotePdfRequest);
    });
}

/** The renderer of the server: the worker next to the bundle, or in-process when running from source. */
export const renderQuotePdfOffThread: RenderQuotePdf = existsSync(BUNDLED_WORKER)
  ? quotePdfWorkerRenderer(BUNDLED_WORKER)
  : renderQuotePdf;
