import * as v from 'valibot';

export const MAX_OPTION_IMAGE_BYTES = 262_144;
export const MSG_IMAGE_REQUIRED = 'Bitte wählen Sie eine Datei aus.';
export const MSG_POWER_METER_ICON_REQUIRED = 'Bitte wählen Sie eine Datei für das Icon aus.';
/** Spelled as in the product's catalogue of messages. */
export const MSG_IMAGE_NOT_AN_IMAGE = 'Es sind nur Billddateien erlaubt.';
export const MSG_IMAGE_TOO_LARGE = 'Die Datei ist zu groß. Maximal 256 KB.';

export type OptionImageType = 'image/png' | 'image/jpeg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

/** The image type by the file's first bytes, not by its name or declared type. */
export function imageTypeOf(bytes: Uint8Array): OptionImageType | null {
  if (PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return 'image/png';
  if (JPEG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return 'image/jpeg';
  return null;
}

const DATA_URL = /^data:(image\/png|image\/jpeg);base64,([A-Za-z0-9+/]*={0,2})$/;

function base64Payload(dataUrl: string): string | null {
  const payload = DATA_URL.exec(dataUrl)?.[2];
  return payload !== undefined && payload.length % 4 === 0 && payload.length > 0 ? payload : null;
}

const decodedByteLength = (payload: string) =>
  (payload.length / 4) * 3 - (payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0);

function decodeBase64(payload: string): Uint8Array {
  return Uint8Array.from(atob(payload), (char) => char.charCodeAt(0));
}

/** The bytes of an image data URL, or null when it is none. */
export function imageDataUrlBytes(dataUrl: string): Uint8Array | null {
  const payload = base64Payload(dataUrl);
  return payload === null ? null : decodeBase64(payload);
}

export const toImageDataUrl = (type: OptionImageType, base64: string) => `data:${type};base64,${base64}`;

/**
 * An option image as data URL: PNG or JPEG by content, at most 256 KB decoded.
 * `requiredMessage` is shown when no file was chosen.
 */
export const optionImage = (requiredMessage: string = MSG_IMAGE_REQUIRED) =>
  v.pipe(
    v.string(requiredMessage),
    v.minLength(1, requiredMessage),
    v.check((url) => {
      const payload = base64Payload(url);
      return payload !== null && imageTypeOf(decodeBase64(payload.slice(0, 16))) !== null;
    }, MSG_IMAGE_NOT_AN_IMAGE),
    v.check((url) => decodedByteLength(base64Payload(url) ?? '') <= MAX_OPTION_IMAGE_BYTES, MSG_IMAGE_TOO_LARGE),
  );
