import { CUSTOMER_IMPORT_LIMITS, MSG_IMPORT_TOO_MANY_ROWS } from '@planner/api';
import { invalidFile } from '../../http/uploads';

/** A row of the file with its number as a spreadsheet shows it. */
export interface TableRow {
  row: number;
  cells: string[];
}

/** What an uploaded file holds: the header row's texts and the rows below it. */
export interface ImportTable {
  headers: string[];
  rows: TableRow[];
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/**
 * The table of a file's rows: the first row with any text is the header row; blank rows are
 * left out. Refuses a file beyond the limits of CUSTOMER_IMPORT_LIMITS, read row by row, so
 * that nothing beyond them is held.
 */
export class TableBuilder {
  private headers: string[] | null = null;
  private readonly rows: TableRow[] = [];

  add(row: number, cells: string[]): void {
    if (isBlank(cells)) return;
    if (this.headers === null) {
      let width = cells.length;
      while (width > 0 && (cells[width - 1] ?? '').trim() === '') width -= 1;
      if (width > CUSTOMER_IMPORT_LIMITS.maxColumns) {
        throw invalidFile(`Die Datei hat mehr als ${CUSTOMER_IMPORT_LIMITS.maxColumns} Spalten.`);
      }
      this.headers = cells.slice(0, width).map((cell) => cell.trim());
      return;
    }
    if (this.rows.length >= CUSTOMER_IMPORT_LIMITS.maxRows) throw invalidFile(MSG_IMPORT_TOO_MANY_ROWS);
    this.rows.push({ row, cells: cells.slice(0, CUSTOMER_IMPORT_LIMITS.maxColumns) });
  }

  table(): ImportTable {
    if (this.headers === null || this.rows.length === 0) {
      throw invalidFile('Die Datei enthält keine Kunden: Es braucht eine Kopfzeile mit den Spaltennamen und darunter mindestens eine Zeile.');
    }
    return { headers: this.headers, rows: this.rows };
  }
}
