import type { Db } from '../db/database';
import { withTenant } from '../db/scopes';
import { CSV_BOM, csvHeader, csvLine } from '../listExport';
import type { ChunkedZip } from './chunkedZip';
import { readTablePage, tableLayout, type DumpRow, type TableLayout } from './tableDump';

/** Rows read per query, as the list exports read them. */
const ROWS_PER_PAGE = 1_000;

async function eachPage(db: Db, tenantId: string, layout: TableLayout, visit: (rows: readonly DumpRow[], first: boolean) => Promise<void>): Promise<void> {
  for (let pageIndex = 0; ; pageIndex += 1) {
    const rows = await withTenant(db, tenantId, (trx) => readTablePage(trx, tenantId, layout, pageIndex, ROWS_PER_PAGE));
    await visit(rows, pageIndex === 0);
    if (rows.length < ROWS_PER_PAGE) return;
  }
}

/**
 * One table of the company as `Daten/<name>.csv` (German Excel, the list export's format) and its
 * twin `Daten/<name>.json` (an array of the rows with the same columns, values as stored: cents,
 * ISO instants, JSON as JSON). Each is written page by page; the table is read once for each.
 */
export async function writeDataTable(zip: ChunkedZip, db: Db, tenantId: string, table: string, name: string): Promise<void> {
  const layout = await withTenant(db, tenantId, (trx) => tableLayout(trx, table));
  const csv = zip.entry(`Daten/${name}.csv`);
  await csv.push(CSV_BOM + csvHeader(layout.columns));
  await eachPage(db, tenantId, layout, (rows) => csv.push(rows.map((row) => csvLine(layout.columns, row)).join('')));
  await csv.push('', true);

  const json = zip.entry(`Daten/${name}.json`);
  await json.push('[');
  await eachPage(db, tenantId, layout, (rows, first) => json.push((first ? '' : ',') + rows.map((row) => `\n${JSON.stringify(row)}`).join(',')));
  await json.push('\n]\n', true);
}
