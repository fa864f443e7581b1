import { parentPort } from 'node:worker_threads';

/** A render request from the server thread and its answer. */
export interface PdfRequest<Input> {
  id: number;
  input: Input;
}
export type PdfAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

/** Passing between threads turns Buffers into plain byte arrays; pdfkit takes images as Buffers only. */
export const asBuffer = (bytes: Uint8Array | null) => (bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null);

/** On a worker thread: renders every request that comes in and answers it with the PDF or the error. */
export function servePdfRequests<Input>(render: (input: Input) => Promise<Buffer>, revive: (input: Input) => Input): void {
  parentPort?.on('message', ({ id, input }: PdfRequest<Input>) => {
    render(revive(input)).then(
      (pdf) => parentPort?.postMessage({ id, pdf } satisfies PdfAnswer),
      (error: unknown) => parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies PdfAnswer),
    );
  });
}
