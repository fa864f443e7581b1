import { PDFDocument as PdfLibDocument } from '@cantoo/pdf-lib';

/** A data sheet to append: what it belongs to, and its stored bytes (null when the file is gone). */
export interface PvDataSheetFile {
  /** 'PV-Modul Aiko Neostar 2P 445 W', as the list of attachments names it. */
  title: string;
  fileName: string;
  data: Uint8Array | null;
}

export interface ReadDataSheet {
  title: string;
  pageCount: number;
  document: PdfLibDocument;
}

export interface SkippedDataSheet {
  title: string;
  fileName: string;
}

export interface ReadDataSheets {
  sheets: ReadDataSheet[];
  skipped: SkippedDataSheet[];
}

/**
 * Opens every data sheet as a PDF. One that is missing, not a PDF, damaged, without pages or
 * whose pages cannot be copied is skipped (and listed as such): a data sheet never stops the quote. Data sheets the manufacturer
 * protected with an owner password only (printing and copying limits, no password to open) are
 * decrypted, as every PDF reader opens them.
 */
export async function readDataSheets(files: readonly PvDataSheetFile[]): Promise<ReadDataSheets> {
  const sheets: ReadDataSheet[] = [];
  const skipped: SkippedDataSheet[] = [];
  for (const file of files) {
    const document = file.data && (await openPdf(file.data));
    const pageCount = document?.getPageCount() ?? 0;
    if (document && pageCount > 0 && (await pagesCopy(document))) sheets.push({ title: file.title, pageCount, document });
    else skipped.push({ title: file.title, fileName: file.fileName });
  }
  return { sheets, skipped };
}

async function openPdf(data: Uint8Array): Promise<PdfLibDocument | null> {
  try {
    return await PdfLibDocument.load(data, { password: '', updateMetadata: false, throwOnInvalidObject: false });
  } catch {
    return null;
  }
}

/**
 * Whether the pages of the sheet can be copied into another document. Tried when the sheet is read,
 * so that a sheet that cannot be appended is listed as not attached and the quote's 'Seite x von y'
 * counts exactly the pages that are appended.
 */
async function pagesCopy(document: PdfLibDocument): Promise<boolean> {
  try {
    await (await PdfLibDocument.create()).copyPages(document, document.getPageIndices());
    return true;
  } catch {
    return false;
  }
}

/** The quote's PDF with the pages of the data sheets (read and tried by `readDataSheets`) after its own, unchanged in size and content. */
export async function appendDataSheetPages(pdf: Uint8Array, sheets: readonly ReadDataSheet[]): Promise<Buffer> {
  if (sheets.length === 0) return Buffer.from(pdf);
  const target = await PdfLibDocument.load(pdf, { updateMetadata: false });
  for (const sheet of sheets) {
    const pages = await target.copyPages(sheet.document, sheet.document.getPageIndices());
    for (const page of pages) target.addPage(page);
  }
  return Buffer.from(await target.save({ updateFieldAppearances: false }));
}
