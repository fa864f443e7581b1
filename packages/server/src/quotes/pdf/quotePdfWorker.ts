import { parentPort } from 'node:worker_threads';
import { renderQuotePdf, type QuotePdfInput } from './renderQuotePdf';

/** A render request from the server thread and its answer. */
export interface QuotePdfRequest {
  id: number;
  input: QuotePdfInput;
}
export type QuotePdfAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

const asBuffer = (bytes: Uint8Array | null) => (bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null);

/** Passing between threads turns Buffers into plain byte arrays; pdfkit takes images as Buffers only. */
function revive({ quote, plans, icons, logo }: QuotePdfInput): QuotePdfInput {
  return {
    quote,
    logo: asBuffer(logo ?? null),
    plans: new Map([...plans].map(([floorId, plan]) => [floorId, { ...plan, image: asBuffer(plan.image) }])),
    icons: new Map([...icons].map(([componentId, icon]) => [componentId, asBuffer(icon)])),
  };
}

parentPort?.on('message', ({ id, input }: QuotePdfRequest) => {
  renderQuotePdf(revive(input)).then(
    (pdf) => parentPort?.postMessage({ id, pdf } satisfies QuotePdfAnswer),
    (error: unknown) => parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies QuotePdfAnswer),
  );
});
