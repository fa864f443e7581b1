export type { CellKind, ExportColumn, ListExportSpec } from './columns';
export { EXPORT_PAGE_SIZE, exportList, type ReadExportPage } from './exportList';
export { registerListExport } from './registerListExport';
export { CSV_BOM, csvHeader, csvLine } from './csv';
