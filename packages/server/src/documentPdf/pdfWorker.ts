import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parentPort, Worker } from 'node:worker_threads';
import { runAsBackgroundThread } from '../threadPriority';

export type RenderPdf<Input> = (input: Input) => Promise<Buffer>;
type PdfAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Passing between threads turns Buffers into plain byte arrays; pdfkit takes images as Buffers only. */
const revive = (value: unknown): unknown => {
  if (value instanceof Uint8Array) return asBuffer(value);
  if (value instanceof Map) return new Map([...value].map(([key, entry]) => [key, revive(entry)]));
  if (Array.isArray(value)) return value.map(revive);
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, revive(entry)]));
};

/** The entry of a worker thread (build.mjs bundles one per kind): renders every request that comes in and answers it with the PDF or the error. */
export function servePdfRequests<Input>(render: RenderPdf<Input>): void {
  runAsBackgroundThread();
  parentPort?.on('message', ({ id, input }: { id: number; input: Input }) => {
    render(revive(input) as Input).then(
      (pdf) => parentPort?.postMessage({ id, pdf } satisfies PdfAnswer),
      (error: unknown) => parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies PdfAnswer),
    );
  });
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
  const pending = new Map<number, { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }>();
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
      pending.delete(answer.id);
      if ('error' in answer) request?.reject(new Error(`${name} could not be rendered: ${answer.error}`));
      else request?.resolve(asBuffer(answer.pdf));
    });
    started.on('error', (error) => worker === started && failAll(error));
    started.on('exit', (code) => worker === started && failAll(new Error(`The worker rendering the ${name} stopped (exit code ${code}).`)));
    return started;
  };
  return (input) =>
    new Promise<Buffer>((resolve, reject) => {
      worker ??= start();
      const id = (nextId += 1);
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, input });
    });
}

/** The worker bundle next to the server's when there is one (build.mjs writes one per kind, from its …PdfWorker.ts), else in-process (from source). */
export const offThreadOr = <Input>(bundledWorker: URL, name: string, inProcess: RenderPdf<Input>): RenderPdf<Input> =>
  existsSync(bundledWorker) ? pdfWorkerRenderer(bundledWorker, name) : inProcess;
