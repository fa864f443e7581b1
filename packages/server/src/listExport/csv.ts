import { germanWallClock } from '../germanWallClock';
import { type CellValue, type ExportColumn } from './columns';

/** UTF-8 byte order mark: German Excel reads the file as UTF-8 only with it. */
export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

const two = (value: number) => String(value).padStart(2, '0');

/** A number with a decimal comma and no thousands separator, as German Excel reads it. */
export const decimalComma = (value: number, digits: number) => value.toFixed(digits).replace('.', ',');

/**
 * A text cell that Excel would take for a formula (`=`, `+`, `-`, `@`, tab, carriage return at
 * its start) gets a leading apostrophe, so a customer named `=HYPERLINK(…)` stays text.
 */
const inert = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const quoted = (text: string) => (/[;"\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

function cellText<R>(column: ExportColumn<R>, value: CellValue): string {
  if (value === null || value === undefined || value === '') return '';
  switch (column.kind) {
    case 'text':
      return inert(String(value));
    case 'integer':
      return String(Math.round(Number(value)));
    case 'decimal':
      return decimalComma(Number(value), column.digits ?? 2);
    case 'money':
      return decimalComma(Number(value) / 100, 2);
    case 'date': {
      const [year, month, day] = String(value).slice(0, 10).split('-');
      return `${day}.${month}.${year}`;
    }
    case 'dateTime': {
      const [year, month, day, hour, minute] = germanWallClock(String(value));
      return `${two(day)}.${two(month)}.${year} ${two(hour)}:${two(minute)}`;
    }
  }
}

/** The title line of a CSV export. */
export const csvHeader = <R>(columns: readonly ExportColumn<R>[]) => columns.map((column) => quoted(column.header)).join(SEPARATOR) + LINE_END;

/** One row of a CSV export: semicolon-separated, quoted where needed, CRLF-terminated. */
export const csvLine = <R>(columns: readonly ExportColumn<R>[], row: R) =>
  columns.map((column) => quoted(cellText(column, column.value(row)))).join(SEPARATOR) + LINE_END;
