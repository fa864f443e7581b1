import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { germanDay, type ExportFormat } from '@planner/api';
import type { BinaryResult } from '../http/results';
import type { ListExportSpec } from './columns';
import { CSV_BOM, csvHeader, csvLine } from './csv';
import { xlsxSheet } from './xlsx';

/** Rows read per query: a page is a few hundred kilobytes at most, and the first one leaves within a second. */
export const EXPORT_PAGE_SIZE = 1_000;

/** A page of the list as the list itself reads it (its search, filters and sort), `pageSize` rows from `pageIndex`. */
export type ReadExportPage<R> = (pageIndex: number, pageSize: number) => Promise<readonly R[]>;

const CONTENT_TYPES: Readonly<Record<ExportFormat, string>> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

interface RowWriter<R> {
  start(): void;
  add(rows: readonly R[]): void;
  finish(): Promise<void>;
}

function rowWriter<R>(spec: ListExportSpec<R>, format: ExportFormat, out: Writable): RowWriter<R> {
  if (format === 'csv') {
    return {
      start: () => out.write(CSV_BOM + csvHeader(spec.columns)),
      add: (rows) => out.write(rows.map((row) => csvLine(spec.columns, row)).join('')),
      finish: async () => {
        out.end();
      },
    };
  }
  let sheet: ReturnType<typeof xlsxSheet<R>>;
  return {
    start: () => {
      sheet = xlsxSheet(spec, out);
    },
    add: (rows) => sheet.addRows(rows),
    finish: () => sheet.finish(),
  };
}

/** Waits until the reader took what was written, or went away (`false`). */
async function drained(out: PassThrough): Promise<boolean> {
  if (out.destroyed) return false;
  if (!out.writableNeedDrain) return true;
  await Promise.race([once(out, 'drain'), once(out, 'close')]);
  return !out.destroyed;
}

/**
 * A list as a file, streamed: the rows are read page by page in the list's own order and written
 * as they come, waiting while the client has not taken the last ones, so neither the server's
 * memory nor the time to the first byte grows with the list. The first page is read before the
 * answer starts: a list that cannot be read fails with a proper error answer.
 */
export async function exportList<R>(spec: ListExportSpec<R>, format: ExportFormat, readPage: ReadExportPage<R>): Promise<BinaryResult> {
  const first = await readPage(0, EXPORT_PAGE_SIZE);
  const out = new PassThrough();
  const writer = rowWriter(spec, format, out);
  const produce = async () => {
    writer.start();
    let rows = first;
    for (let pageIndex = 1; ; pageIndex += 1) {
      writer.add(rows);
      if (rows.length < EXPORT_PAGE_SIZE || !(await drained(out))) break;
      rows = await readPage(pageIndex, EXPORT_PAGE_SIZE);
    }
    if (!out.destroyed) await writer.finish();
  };
  produce().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return {
    type: 'binary',
    contentType: CONTENT_TYPES[format],
    data: out,
    fileName: `${spec.fileName}-${germanDay()}.${format}`,
  };
}
