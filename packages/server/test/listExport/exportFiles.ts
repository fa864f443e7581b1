import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';

/** The cells of the first sheet of an .xlsx answer, row by row, the title row first. */
export async function xlsxRows(response: LightMyRequestResponse): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/** The number format of a cell of the first sheet (1-based row and column, as Excel counts). */
export async function xlsxFormat(response: LightMyRequestResponse, row: number, column: number): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook.worksheets[0]?.getRow(row).getCell(column).numFmt ?? '';
}

/** The lines of a CSV answer, each split at its semicolons (none of the test values holds one). */
export const csvLines = (response: LightMyRequestResponse) =>
  response.rawPayload.toString('utf8').replace(/^\uFEFF/, '').split('\r\n').filter(Boolean).map((line) => line.split(';'));
