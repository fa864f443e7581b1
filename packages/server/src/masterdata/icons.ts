import { PNG_DATA_URL_PREFIX, hasPngSignature, pngDataUrlBytes } from '@planner/api';
import { HttpError } from '../http/errors';

export const toPngDataUrl = (bytes: Uint8Array): string =>
  PNG_DATA_URL_PREFIX + Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');

/** Bytes of a validated data URL, checked once more by content before they are stored. */
export function pngBytes(dataUrl: string, field: string): Uint8Array {
  const bytes = pngDataUrlBytes(dataUrl);
  if (!hasPngSignature(bytes)) {
    throw new HttpError(400, 'ValidationError', 'Es sind nur PNG- Dateien erlaubt.', {
      fieldErrors: [{ path: field, message: 'Es sind nur PNG- Dateien erlaubt.' }],
    });
  }
  return bytes;
}
