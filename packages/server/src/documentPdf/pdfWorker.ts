import { existsSync } from 'node:fs';
import { Piscina } from 'piscina';
import { asBuffer, type RenderPdf } from './pdfWorkerEntry';

/** How long a rendering thread waits for the next document before it ends; started again with the next one. */
const IDLE_THREAD_MS = 10 * 60_000;

/**
 * Renders PDFs on a worker thread of a piscina pool. Laying out a long document takes the better
 * part of a second of CPU, during which the server's thread would answer nobody else. One thread
 * renders one document after another; it starts with the first, does not keep the process alive,
 * and a thread that died is replaced. `name` ('Quote PDF') names the documents in errors.
 */
export function pdfWorkerRenderer<Input>(workerFile: URL, name: string): RenderPdf<Input> {
  const pool = new Piscina<Input, Uint8Array>({ filename: workerFile.href, minThreads: 0, maxThreads: 1, idleTimeout: IDLE_THREAD_MS });
  return async (input) => {
    const pdf = await pool.run(input).catch((error: unknown) => {
      throw new Error(`${name} could not be rendered: ${error instanceof Error ? error.message : String(error)}`);
    });
    return asBuffer(pdf);
  };
}

/** The worker bundle next to the server's when there is one (build.mjs writes one per kind, from its …PdfWorker.ts), else in-process (from source). */
export const offThreadOr = <Input>(bundledWorker: URL, name: string, inProcess: RenderPdf<Input>): RenderPdf<Input> =>
  existsSync(bundledWorker) ? pdfWorkerRenderer(bundledWorker, name) : inProcess;
