import type { Customer, CustomerImportMapping, CustomerImportPreview, CustomerImportResult } from '@planner/api';
import { mappingParameter } from '@planner/api';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer } from '../support/api';

/** The calls of the customer import and the customer list, as the holder of a token makes them. */
export function customerImportCalls(app: FastifyInstance) {
  const post = (token: string, step: 'preview' | 'confirm', bytes: Uint8Array, query: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: `/api/customers/import/${step}?${new URLSearchParams(query).toString()}`,
      headers: { ...bearer(token), 'content-type': 'application/octet-stream' },
      payload: Buffer.from(bytes),
    });

  async function preview(token: string, bytes: Uint8Array, mapping?: CustomerImportMapping): Promise<CustomerImportPreview> {
    const response = await post(token, 'preview', bytes, { fileName: 'kunden.csv', ...(mapping ? { mapping: mappingParameter(mapping) } : {}) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  const confirmResponse = (token: string, bytes: Uint8Array, mapping: CustomerImportMapping, skipDuplicates = true) =>
    post(token, 'confirm', bytes, { fileName: 'kunden.csv', mapping: mappingParameter(mapping), skipDuplicates: String(skipDuplicates) });

  async function confirm(token: string, bytes: Uint8Array, mapping: CustomerImportMapping, skipDuplicates = true): Promise<CustomerImportResult> {
    const response = await confirmResponse(token, bytes, mapping, skipDuplicates);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  async function customers(token: string): Promise<Customer[]> {
    const response = await app.inject({ method: 'GET', url: '/api/customers?pageSize=1000', headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  return { post, preview, confirm, confirmResponse, customers };
}

export const utf8 = (text: string, bom = false) => Buffer.concat([Buffer.from(bom ? [0xef, 0xbb, 0xbf] : []), Buffer.from(text, 'utf8')]);

/** An .xlsx of the rows, the first row the header, as Excel writes it. */
export async function workbookOf(rows: (string | number | null)[][], zipFormatColumn?: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Kunden');
  for (const row of rows) sheet.addRow(row);
  if (zipFormatColumn !== undefined) sheet.getColumn(zipFormatColumn).numFmt = '00000';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
