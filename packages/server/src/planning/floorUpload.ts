import { MAX_FLOOR_FILE_BYTES, MAX_FLOOR_PREVIEW_BYTES, MSG_FLOOR_FILE_TOO_LARGE, MSG_FLOOR_FILE_TYPE } from '@planner/api';
import { dataSheetContentType, iconContentType, uploadedBytes } from '../http/uploads';
import { checkPixels, MAX_PLAN_PIXELS, msgTooManyPixels } from '../images/pixelBudget';
import type { NewBlob } from '../storage/blobStore';
import { invalidField } from '../http/errors';

function checked(path: string, data: Buffer, maxBytes: number, contentTypeOf: (data: Buffer) => string | null): NewBlob {
  if (data.byteLength > maxBytes) throw invalidField(path, MSG_FLOOR_FILE_TOO_LARGE);
  const contentType = contentTypeOf(data);
  if (!contentType) throw invalidField(path, MSG_FLOOR_FILE_TYPE);
  const pixels = contentType.startsWith('image/') ? checkPixels(data, MAX_PLAN_PIXELS) : 'within';
  if (pixels === 'unreadable') throw invalidField(path, MSG_FLOOR_FILE_TYPE);
  if (pixels === 'too-many-pixels') throw invalidField(path, msgTooManyPixels(MAX_PLAN_PIXELS));
  return { contentType, data };
}

/** A PNG or JPEG plan (or preview) sent as data URL, judged by its bytes, not its label. */
export function planImageFromDataUrl(path: string, dataUrl: string, maxBytes = MAX_FLOOR_FILE_BYTES): NewBlob {
  const comma = dataUrl.indexOf(',');
  if (comma < 0 || !dataUrl.slice(0, comma).endsWith(';base64')) throw invalidField(path, MSG_FLOOR_FILE_TYPE);
  return checked(path, Buffer.from(dataUrl.slice(comma + 1), 'base64'), maxBytes, iconContentType);
}

export const planPreviewFromDataUrl = (dataUrl: string) =>
  planImageFromDataUrl('previewData', dataUrl, MAX_FLOOR_PREVIEW_BYTES);

/** The original PDF of a plan, judged by its bytes. */
export const planPdf = (body: Blob | Uint8Array): NewBlob =>
  checked('file', uploadedBytes(body), MAX_FLOOR_FILE_BYTES, dataSheetContentType);
