import { MAX_PNG_ICON_BYTES, MSG_ICON_NOT_PNG, MSG_ICON_REQUIRED, MSG_ICON_TOO_LARGE, PngDataUrl } from '@planner/api';
import * as v from 'valibot';

/** A chosen file the browser already refused, with the reason shown on the field. */
export interface RejectedIcon {
  rejected: string;
}

/** Value of an icon field: a PNG data URL, a refused file, or nothing chosen. */
export type IconValue = string | RejectedIcon | null | undefined;

export const isRejectedIcon = (value: IconValue): value is RejectedIcon =>
  typeof value === 'object' && value !== null && 'rejected' in value;

const readAsDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Datei konnte nicht gelesen werden.'));
    reader.readAsDataURL(file);
  });

/**
 * Reads a chosen icon file. Too large files are refused before reading; the content must be
 * a real PNG, whatever the file name or declared type says.
 */
export async function readIconFile(file: File): Promise<string | RejectedIcon> {
  if (file.size > MAX_PNG_ICON_BYTES) return { rejected: MSG_ICON_TOO_LARGE };
  const dataUrl = await readAsDataUrl(file);
  const asPng = dataUrl.replace(/^data:[^;,]*;base64,/, 'data:image/png;base64,');
  const result = v.safeParse(PngDataUrl, asPng);
  return result.success ? asPng : { rejected: result.issues[0].message };
}

/** The message for an icon field value, or undefined when it may be saved. */
export function iconFieldError(value: IconValue, required: boolean): string | undefined {
  if (isRejectedIcon(value)) return value.rejected;
  if (!value) return required ? MSG_ICON_REQUIRED : undefined;
  return v.is(PngDataUrl, value) ? undefined : MSG_ICON_NOT_PNG;
}
