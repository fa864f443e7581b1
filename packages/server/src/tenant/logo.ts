import { MAX_LOGO_BYTES, MAX_LOGO_PIXELS, MSG_LOGO_TOO_LARGE, MSG_LOGO_TYPE, msgTooManyPixels } from '@planner/api';
import type { TenantTransaction } from '../db/scopes';
import { invalidField } from '../http/errors';
import { iconContentType } from '../http/uploads';
import { checkPixels } from '../images/pixelBudget';
import type { BlobStore, NewBlob } from '../storage/blobStore';

/** The logo sent as data URL, judged by its bytes: PNG or JPEG, at most 512 KB and 4 million pixels. */
export function logoFromDataUrl(dataUrl: string): NewBlob {
  const comma = dataUrl.indexOf(',');
  if (comma < 0 || !dataUrl.slice(0, comma).endsWith(';base64')) throw invalidField('imageData', MSG_LOGO_TYPE);
  const data = Buffer.from(dataUrl.slice(comma + 1), 'base64');
  if (data.byteLength > MAX_LOGO_BYTES) throw invalidField('imageData', MSG_LOGO_TOO_LARGE);
  const contentType = iconContentType(data);
  const pixels = contentType ? checkPixels(data, MAX_LOGO_PIXELS) : 'unreadable';
  if (pixels === 'unreadable') throw invalidField('imageData', MSG_LOGO_TYPE);
  if (pixels === 'too-many-pixels') throw invalidField('imageData', msgTooManyPixels(MAX_LOGO_PIXELS));
  return { contentType: contentType as string, data };
}

export const toDataUrl = ({ contentType, data }: NewBlob) => `data:${contentType};base64,${data.toString('base64')}`;

/** The company's logo; null while it has none. */
export async function findLogo(trx: TenantTransaction, tenantId: string, blobs: BlobStore): Promise<NewBlob | null> {
  const row = await trx.selectFrom('tenants').select('logo_blob_id').where('id', '=', tenantId).executeTakeFirst();
  return row?.logo_blob_id ? blobs.get(trx, tenantId, row.logo_blob_id) : null;
}

/** Replaces the logo (or removes it with `null`); the old one's bytes go with it. */
export async function replaceLogo(trx: TenantTransaction, tenantId: string, blobs: BlobStore, logo: NewBlob | null): Promise<void> {
  const row = await trx.selectFrom('tenants').select('logo_blob_id').where('id', '=', tenantId).forUpdate().executeTakeFirstOrThrow();
  const logoBlobId = logo ? await blobs.put(trx, tenantId, logo) : null;
  await trx.updateTable('tenants').set({ logo_blob_id: logoBlobId }).where('id', '=', tenantId).execute();
  if (row.logo_blob_id) await blobs.delete(trx, tenantId, row.logo_blob_id);
}
