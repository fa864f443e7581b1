import * as v from 'valibot';
import { MAX_ICON_PIXELS, msgTooManyPixels } from '../imagePixels';

export const MAX_PNG_ICON_BYTES = 65_536;
export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';
export const MSG_ICON_NOT_PNG = 'Es sind nur PNG- Dateien erlaubt.';
export const MSG_ICON_TOO_LARGE = 'Das Bild darf nicht größer als 64 KB sein.';
export const MSG_ICON_REQUIRED = 'Bitte wählen Sie eine Datei für das Icon aus.';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = [0x49, 0x48, 0x44, 0x52];

function base64Payload(dataUrl: string): string | null {
  if (!dataUrl.startsWith(PNG_DATA_URL_PREFIX)) return null;
  const payload = dataUrl.slice(PNG_DATA_URL_PREFIX.length);
  return /^[A-Za-z0-9+/]*={0,2}$/.test(payload) && payload.length % 4 === 0 ? payload : null;
}

function decodedByteLength(payload: string): number {
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return (payload.length / 4) * 3 - padding;
}

/** True when the bytes start like a real PNG file: signature followed by the IHDR chunk. */
export function hasPngSignature(bytes: Uint8Array): boolean {
  if (bytes.length < 16) return false;
  return PNG_SIGNATURE.every((byte, i) => bytes[i] === byte) && IHDR.every((byte, i) => bytes[12 + i] === byte);
}

function headBytes(payload: string): Uint8Array {
  const binary = atob(payload.slice(0, 32));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Width × height from the PNG header (IHDR), read before anything decodes the image. */
function declaredPixels(head: Uint8Array): number {
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  return head.length >= 24 ? view.getUint32(16) * view.getUint32(20) : Infinity;
}

/**
 * A PNG icon as data URL. Checked by its content (PNG signature and header chunk), not by
 * the declared media type, and at most 64 KB decoded.
 */
export const PngDataUrl = v.pipe(
  v.string(MSG_ICON_NOT_PNG),
  v.check((url) => {
    const payload = base64Payload(url);
    return payload !== null && payload.length >= 24 && hasPngSignature(headBytes(payload));
  }, MSG_ICON_NOT_PNG),
  v.check((url) => decodedByteLength(base64Payload(url) ?? '') <= MAX_PNG_ICON_BYTES, MSG_ICON_TOO_LARGE),
  v.check((url) => declaredPixels(headBytes(base64Payload(url) ?? '')) <= MAX_ICON_PIXELS, msgTooManyPixels(MAX_ICON_PIXELS)),
);

/** The bytes of a data URL accepted by `PngDataUrl`. */
export function pngDataUrlBytes(dataUrl: string): Uint8Array {
  const binary = atob(dataUrl.slice(PNG_DATA_URL_PREFIX.length));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
