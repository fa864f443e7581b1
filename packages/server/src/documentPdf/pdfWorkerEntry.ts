import { runAsBackgroundThread } from '../threadPriority';

/** What renders a document's PDF from its input, on this thread or a worker's. */
export type RenderPdf<Input> = (input: Input) => Promise<Buffer>;

export const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Passing between threads turns Buffers into plain byte arrays; pdfkit takes images as Buffers only. */
const revive = (value: unknown): unknown => {
  if (value instanceof Uint8Array) return asBuffer(value);
  if (value instanceof Map) return new Map([...value].map(([key, entry]) => [key, revive(entry)]));
  if (Array.isArray(value)) return value.map(revive);
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, revive(entry)]));
};

/** The default export of a worker thread's entry (build.mjs bundles one per kind): renders each request at background priority. */
export function pdfWorkerEntry<Input>(render: RenderPdf<Input>): RenderPdf<Input> {
  runAsBackgroundThread();
  return (input) => render(revive(input) as Input);
}
