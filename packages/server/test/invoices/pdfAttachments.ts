import '../quotesPdfText';
/** The files a reader finds attached to the PDF, and its XMP metadata (pdf.js, as browsers read them; quotesPdfText prepares it for Node 20). */
export async function pdfAttachmentsAndXmp(pdf: Buffer): Promise<{ attachments: Record<string, string>; xmp: string }> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false });
  const document = await loading.promise;
  const attachments: Record<string, string> = {};
  const found = ((await document.getAttachments()) ?? new Map()) as Map<string, { filename: string }>;
  for (const [id, { filename }] of found) {
    attachments[filename] = new TextDecoder().decode((await document.getAttachmentContent(id)) as Uint8Array);
  }
  const { metadata } = await document.getMetadata();
  await loading.destroy();
  return { attachments, xmp: metadata?.getRaw() ?? '' };
}
