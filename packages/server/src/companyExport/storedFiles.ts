import type { Db } from '../db/database';
import { withTenant } from '../db/scopes';
import { documentFileName } from '../http/results';
import { CSV_BOM, csvHeader, csvLine, type ExportColumn } from '../listExport';
import type { ChunkedZip } from './chunkedZip';

/** Files read per query; each file's bytes are read on their own. */
const FILES_PER_PAGE = 100;

export const EXTENSIONS: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/svg+xml': 'svg',
  'image/webp': 'webp',
  'application/xml': 'xml',
};
/** Formats that are compressed already are stored as they are. */
export const COMPRESSED = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/webp']);

interface FileRow {
  id: string;
  content_type: string;
  byte_size: number;
  created_at: Date;
  document_name: string | null;
}

const FILE_COLUMNS: readonly ExportColumn<FileRow & { path: string }>[] = [
  { header: 'Datei', kind: 'text', value: (row) => row.path },
  { header: 'id', kind: 'text', value: (row) => row.id },
  { header: 'Inhalt', kind: 'text', value: (row) => row.content_type },
  { header: 'Bytes', kind: 'integer', value: (row) => row.byte_size },
  { header: 'Gespeichert', kind: 'dateTime', value: (row) => row.created_at.toISOString() },
];

/** How many stored files the company has: the steps of the export's progress they make. */
export async function countStoredFiles(db: Db, tenantId: string): Promise<number> {
  const row = await withTenant(db, tenantId, (trx) =>
    trx.selectFrom('blobs').select((eb) => eb.fn.countAll<number>().as('count')).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow(),
  );
  return Number(row.count);
}

/**
 * Every stored file of the company: quote, invoice and reminder PDFs under 'Dokumente/' by their
 * download names, all others (floor plans, data sheets, the logo, pictures) under 'Dateien/' by
 * the id the data's CSV files refer to them with; 'Dateien/Dateien.csv' lists them all.
 * One file is in memory at a time.
 */
export async function writeStoredFiles(zip: ChunkedZip, db: Db, tenantId: string, onFile: () => Promise<void>): Promise<void> {
  const listed: (FileRow & { path: string })[] = [];
  const names = new Set<string>();
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const page = await withTenant(db, tenantId, (trx) =>
      trx
        .selectFrom('blobs as b')
        .leftJoin('documents as d', (join) => join.onRef('d.tenant_id', '=', 'b.tenant_id').onRef('d.blob_id', '=', 'b.id'))
        .select(['b.id', 'b.content_type', 'b.byte_size', 'b.created_at', 'd.file_name as document_name'])
        .where('b.tenant_id', '=', tenantId)
        .where('b.id', '>', after)
        .orderBy('b.id')
        .limit(FILES_PER_PAGE)
        .execute(),
    );
    for (const file of page) {
      const data = await withTenant(db, tenantId, (trx) =>
        trx.selectFrom('blobs').select('data').where('tenant_id', '=', tenantId).where('id', '=', file.id).executeTakeFirst(),
      );
      if (!data) continue;
      let path = file.document_name ? `Dokumente/${file.document_name}` : `Dateien/${file.id}.${EXTENSIONS[file.content_type] ?? 'bin'}`;
      if (names.has(path)) path = path.replace(/(\.[^.]+)?$/, `-${file.id}$1`);
      names.add(path);
      await zip.file(path, data.data, !COMPRESSED.has(file.content_type));
      listed.push({ ...file, path });
      await onFile();
    }
    if (page.length < FILES_PER_PAGE) break;
    after = page[page.length - 1]!.id;
  }
  // Entries are written one after another: the index is added once the files are in.
  await zip.file('Dateien/Dateien.csv', CSV_BOM + csvHeader(FILE_COLUMNS) + listed.map((row) => csvLine(FILE_COLUMNS, row)).join(''));
  await writeInvoiceXmls(zip, db, tenantId, names);
}

/** Each issued invoice's e-invoice (XRechnung) as its download names it. */
async function writeInvoiceXmls(zip: ChunkedZip, db: Db, tenantId: string, names: Set<string>): Promise<void> {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const page = await withTenant(db, tenantId, (trx) =>
      trx
        .selectFrom('invoices')
        .select(['id', 'invoice_number', 'xml'])
        .where('tenant_id', '=', tenantId)
        .where('xml', 'is not', null)
        .where('id', '>', after)
        .orderBy('id')
        .limit(FILES_PER_PAGE)
        .execute(),
    );
    for (const invoice of page) {
      const path = `Dokumente/${documentFileName('Rechnung', invoice.invoice_number ?? invoice.id, 'xml')}`;
      if (!names.has(path)) await zip.file(path, invoice.xml ?? '');
      names.add(path);
    }
    if (page.length < FILES_PER_PAGE) break;
    after = page[page.length - 1]!.id;
  }
}
