/**
 * What a cell of an exported list holds: text, a count, a decimal figure with its digits, an
 * amount in integer cents (written in euros), a calendar day (`yyyy-mm-dd`) or an instant
 * (ISO timestamp, shown as German wall-clock time).
 */
export type CellKind = 'text' | 'integer' | 'decimal' | 'money' | 'date' | 'dateTime';

export type CellValue = string | number | null | undefined;

export interface ExportColumn<R> {
  /** The German column title, as the list shows it. */
  header: string;
  kind: CellKind;
  value: (row: R) => CellValue;
  /** Digits of a `decimal` column; 2 unless told. */
  digits?: number;
  /** Width in characters of the Excel column. */
  width?: number;
}

/** An export of a list: its file name (without extension), sheet title and columns. */
export interface ListExportSpec<R> {
  fileName: string;
  sheetName: string;
  columns: readonly ExportColumn<R>[];
}
