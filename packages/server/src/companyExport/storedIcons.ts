import { sql } from 'kysely';
import type { Db } from '../db/database';
import { withTenant } from '../db/scopes';
import { iconContentType } from '../http/uploads';
import { CSV_BOM, csvHeader, csvLine, type ExportColumn } from '../listExport';
import type { ChunkedZip } from './chunkedZip';
import { EXPORTED_TABLES } from './exportedTables';
import { COMPRESSED, EXTENSIONS } from './storedFiles';

export const ICON_FOLDER = 'Symbole';

/** The master-data tables that keep an icon in a `bytea` column of their own, with the column naming a row. */
export const ICON_TABLES: readonly { table: string; label: string; contentType?: string }[] = [
  { table: 'electrical_components', label: 'label' },
  { table: 'additional_installations', label: 'title' },
  { table: 'checkout_options', label: 'name', contentType: 'icon_type' },
];

/** Icons read per query: at most 256 KiB each. */
const ICONS_PER_PAGE = 20;

interface IconRow {
  path: string;
  table: string;
  id: string;
  label: string;
  content_type: string;
  byte_size: number;
}

const ICON_COLUMNS: readonly ExportColumn<IconRow>[] = [
  { header: 'Datei', kind: 'text', value: (row) => row.path },
  { header: 'Tabelle', kind: 'text', value: (row) => row.table },
  { header: 'id', kind: 'text', value: (row) => row.id },
  { header: 'Bezeichnung', kind: 'text', value: (row) => row.label },
  { header: 'Inhalt', kind: 'text', value: (row) => row.content_type },
  { header: 'Bytes', kind: 'integer', value: (row) => row.byte_size },
];

/** A label as part of a file name: without the characters file systems refuse, at most 60 characters. */
const fileNamePart = (label: string) =>
  label
    .replace(/[\p{Cc}/\\:*?"<>|]+/gu, '_')
    .trim()
    .slice(0, 60)
    .replace(/^\.+/, '_') || 'Symbol';

/** How many icons the company's master data holds: steps of the export's progress. */
export async function countStoredIcons(db: Db, tenantId: string): Promise<number> {
  let count = 0;
  for (const { table } of ICON_TABLES) {
    const { rows } = await withTenant(db, tenantId, (trx) =>
      sql<{ count: string }>`select count(*) as count from ${sql.table(table)} where tenant_id = ${tenantId} and icon is not null`.execute(trx),
    );
    count += Number(rows[0]?.count ?? 0);
  }
  return count;
}

/**
 * Every icon of the company's installations, additional installations and special agreements as
 * 'Symbole/<table's file name>/<label>-<id>.<png|jpg>', listed with the row's id in
 * 'Symbole/Symbole.csv' and its JSON twin. One page of icons is in memory at a time.
 */
export async function writeStoredIcons(zip: ChunkedZip, db: Db, tenantId: string, onIcon: () => Promise<void>): Promise<void> {
  const listed: IconRow[] = [];
  for (const { table, label, contentType } of ICON_TABLES) {
    const folder = `${ICON_FOLDER}/${EXPORTED_TABLES[table]}`;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const { rows } = await withTenant(db, tenantId, (trx) =>
        sql<{ id: string; label: string; icon: Uint8Array; content_type: string | null }>`
          select id, ${sql.ref(label)} as label, icon, ${contentType ? sql.ref(contentType) : sql`null`} as content_type
          from ${sql.table(table)}
          where tenant_id = ${tenantId} and icon is not null and id > ${after}
          order by id limit ${ICONS_PER_PAGE}
        `.execute(trx),
      );
      for (const row of rows) {
        const bytes = Buffer.from(row.icon.buffer, row.icon.byteOffset, row.icon.byteLength);
        const type = iconContentType(bytes) ?? row.content_type ?? 'application/octet-stream';
        const path = `${folder}/${fileNamePart(row.label)}-${row.id}.${EXTENSIONS[type] ?? 'bin'}`;
        await zip.file(path, bytes, !COMPRESSED.has(type));
        listed.push({ path, table: EXPORTED_TABLES[table]!, id: row.id, label: row.label, content_type: type, byte_size: bytes.byteLength });
        await onIcon();
      }
      if (rows.length < ICONS_PER_PAGE) break;
      after = rows[rows.length - 1]!.id;
    }
  }
  await zip.file(`${ICON_FOLDER}/Symbole.csv`, CSV_BOM + csvHeader(ICON_COLUMNS) + listed.map((row) => csvLine(ICON_COLUMNS, row)).join(''));
  const twin = listed.map((row) => Object.fromEntries(ICON_COLUMNS.map((column) => [column.header, column.value(row)])));
  await zip.file(`${ICON_FOLDER}/Symbole.json`, `${JSON.stringify(twin, null, 1)}\n`);
}
