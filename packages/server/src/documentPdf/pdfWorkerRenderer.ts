import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PdfAnswer, PdfRequest } from './pdfWorkerProtocol';

export type RenderPdf<Input> = (input: Input) => Promise<Buffer>;

interface Pending {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

/**
 * Renders PDFs on a worker thread. Laying out a long document takes the better part of a second
 * of CPU, during which the server's thread would answer nobody else. One worker renders one
 * document after another; it starts with the first, does not keep the process alive, and is
 * started afresh after it failed. `name` ('Quote PDF') names the documents in errors.
 */
export function pdfWorkerRenderer<Input>(workerFile: URL, name: string): RenderPdf<Input> {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    worker = null;
  };

  const start = () => {
    const started = new Worker(fileURLToPath(workerFile));
    started.unref();
    started.on('message', (answer: PdfAnswer) => {
      const request = pending.get(answer.id);
      if (!request) return;
      pending.delete(answer.id);
      if ('error' in answer) request.reject(new Error(`${name} could not be rendered: ${answer.error}`));
      else request.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
    });
    started.on('error', (error) => {
      if (worker === started) failAll(error);
    });
    started.on('exit', (code) => {
      if (worker === started) failAll(new Error(`The worker rendering the ${name} stopped (exit code ${code}).`));
    });
    return started;
  };

  return (input) =>
    new Promise<Buffer>((resolve, reject) => {
      worker ??= start();
      const id = (nextId += 1);
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, input } satisfies PdfRequest<Input>);
    });
}

/** The worker bundle next to the server's bundle when there is one (build.mjs writes it), else rendering in-process (running from source). */
export const offThreadOr = <Input>(bundledWorker: URL, name: string, inProcess: RenderPdf<Input>): RenderPdf<Input> =>
  existsSync(bundledWorker) ? pdfWorkerRenderer(bundledWorker, name) : inProcess;
