import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { germanWallClock } from '../germanWallClock';
import { type CellValue, type ExportColumn, type ListExportSpec } from './columns';

/** Excel number formats: euros with two decimals, German days, and day with time. */
const EURO_FORMAT = '#,##0.00 "€";-#,##0.00 "€"';
const DAY_FORMAT = 'dd.mm.yyyy';
const DAY_TIME_FORMAT = 'dd.mm.yyyy hh:mm';

function numberFormat<R>(column: ExportColumn<R>): string | undefined {
  switch (column.kind) {
    case 'money':
      return EURO_FORMAT;
    case 'date':
      return DAY_FORMAT;
    case 'dateTime':
      return DAY_TIME_FORMAT;
    case 'decimal':
      return `#,##0.${'0'.repeat(column.digits ?? 2)}`;
    case 'integer':
      return '0';
    case 'text':
      return undefined;
  }
}

/** Excel counts days without a time zone: a day or a German wall-clock time is written as that UTC instant. */
function cell<R>(column: ExportColumn<R>, value: CellValue): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  switch (column.kind) {
    case 'text':
      return String(value);
    case 'integer':
    case 'decimal':
      return Number(value);
    case 'money':
      return Number(value) / 100;
    case 'date': {
      const [year, month, day] = String(value).slice(0, 10).split('-').map(Number) as [number, number, number];
      return new Date(Date.UTC(year, month - 1, day));
    }
    case 'dateTime': {
      const [year, month, day, hour, minute, second] = germanWallClock(String(value));
      return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
    }
  }
}

/** A sheet name Excel accepts: at most 31 characters, none of `[]:*?/\`. */
const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, '-').slice(0, 31) || 'Liste';

export interface XlsxSheet<R> {
  addRows(rows: readonly R[]): void;
  finish(): Promise<void>;
}

/**
 * A workbook written row by row into `stream` (exceljs' streaming writer): rows leave memory as
 * they are committed, the header row is bold and stays in view while scrolling.
 */
export function xlsxSheet<R>(spec: ListExportSpec<R>, stream: Writable): XlsxSheet<R> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Meisterplaner';
  const worksheet = workbook.addWorksheet(sheetName(spec.sheetName), { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = spec.columns.map((column, index) => {
    const numFmt = numberFormat(column);
    return {
      header: column.header,
      key: String(index),
      width: column.width ?? Math.max(12, column.header.length + 2),
      ...(numFmt ? { style: { numFmt } } : {}),
    };
  });
  worksheet.getRow(1).font = { bold: true };
  worksheet.getRow(1).commit();
  return {
    addRows(rows) {
      for (const row of rows) worksheet.addRow(spec.columns.map((column) => cell(column, column.value(row)))).commit();
    },
    async finish() {
      worksheet.commit();
      await workbook.commit();
    },
  };
}
