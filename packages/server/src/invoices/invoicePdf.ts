import type { Invoice } from '@planner/api';
import type { Db } from '../db/database';
import { withTenant } from '../db/scopes';
import type { BlobStore } from '../storage/blobStore';
import { findLogo } from '../tenant';
import { buildCiiXml } from './document/cii';
import { renderInvoicePdfOffThread, type RenderInvoicePdf } from './document/invoicePdfRenderer';
import { findInvoiceFiles, findInvoiceRow, setPdfBlob } from './repository';

/**
 * The issued invoice's PDF: stored once, rendered from the frozen invoice with its e-invoice the
 * first time it is needed (right after issuing). Rendering runs outside any transaction, so a long
 * invoice never holds the database for other companies; the first PDF stored is the one kept.
 * Undefined for unknown invoices and drafts.
 */
export async function invoicePdf(
  db: Db,
  tenantId: string,
  blobs: BlobStore,
  id: string,
  render: RenderInvoicePdf = renderInvoicePdfOffThread,
): Promise<{ invoiceNumber: string; data: Buffer } | undefined> {
  const stored = await withTenant(db, tenantId, async (trx) => {
    const files = await findInvoiceFiles(trx, tenantId, id);
    if (!files?.document || !files.xml || !files.invoice_number) return undefined;
    const blob = files.pdf_blob_id ? await blobs.get(trx, tenantId, files.pdf_blob_id) : null;
    const logo = blob ? null : ((await findLogo(trx, tenantId, blobs))?.data ?? null);
    return { files: { ...files, invoiceNumber: files.invoice_number }, blob, logo };
  });
  if (!stored) return undefined;
  const { files, blob, logo } = stored;
  if (blob) return { invoiceNumber: files.invoiceNumber, data: blob.data };

  const invoice: Invoice = { ...files.document!, status: 'Issued', version: 0, paidOn: null, cancelledBy: null, draftVatCategories: null, partiesChanged: null };
  // The PDF carries the EN 16931 profile (Factur-X / ZUGFeRD); the XRechnung is downloaded on its own.
  const pdf = await render({ invoice, logo, xml: buildCiiXml(invoice, 'EN16931') });
  return withTenant(db, tenantId, async (trx) => {
    await findInvoiceRow(trx, tenantId, id, true);
    const current = await findInvoiceFiles(trx, tenantId, id);
    const kept = current?.pdf_blob_id ? await blobs.get(trx, tenantId, current.pdf_blob_id) : null;
    if (kept) return { invoiceNumber: files.invoiceNumber, data: kept.data };
    await setPdfBlob(trx, tenantId, id, await blobs.put(trx, tenantId, { contentType: 'application/pdf', data: pdf }));
    return { invoiceNumber: files.invoiceNumber, data: pdf };
  });
}
