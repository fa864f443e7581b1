import type { FastifyInstance } from 'fastify';
import { invalidField } from './errors';

export const UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'application/octet-stream', 'application/zip', 'application/x-zip-compressed'];

/** Upload bodies arrive as raw bytes; only inside this scope, so other routes keep answering 415 for them. */
export function installUploadBodyParser(scope: FastifyInstance): void {
  scope.addContentTypeParser(UPLOAD_CONTENT_TYPES, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
}

const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

const startsWith = (data: Buffer, signature: Buffer) =>
  data.length > signature.length && data.subarray(0, signature.length).equals(signature);

/** The content type of a data sheet judged by its bytes; only PDF is accepted. */
export const dataSheetContentType = (data: Buffer): string | null =>
  startsWith(data, PDF_SIGNATURE) ? 'application/pdf' : null;

/** The content type of an icon judged by its bytes; PNG and JPEG are accepted. */
export function iconContentType(data: Buffer): string | null {
  if (startsWith(data, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(data, JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

export const invalidFile = (message: string) => invalidField('file', message);

/** The received bytes of an upload; the contract's schema lets through only bytes on the server. */
export function uploadedBytes(content: Blob | Uint8Array): Buffer {
  if (!(content instanceof Uint8Array)) throw invalidFile('Bitte wählen Sie eine Datei aus.');
  return Buffer.from(content.buffer, content.byteOffset, content.byteLength);
}
