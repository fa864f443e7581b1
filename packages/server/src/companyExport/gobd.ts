import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { Db } from '../db/database';
import { withTenant } from '../db/scopes';
import { csvLine, type CellKind } from '../listExport';
import type { ChunkedZip } from './chunkedZip';
import { GOBD_INVOICE_LINES, GOBD_INVOICES, type GobdTable, type IssuedInvoiceRow } from './gobdTables';

/** The description standard's DTD as published (Beschreibungsstandard, version 1.5 of 1 September 2004), named by index.xml. */
export const GDPDU_DTD = 'gdpdu-01-09-2004.dtd';
/** The folder of the tax audit's files in the ZIP. */
export const GOBD_FOLDER = 'GoBD';
const INVOICES_PER_PAGE = 200;

/** The GDPdU type of a cell as the list export writes it: dates as DD.MM.YYYY, figures with a decimal comma. */
function columnType(parent: XMLBuilder, kind: CellKind, digits: number | undefined): void {
  switch (kind) {
    case 'money':
      parent.ele('Numeric').ele('Accuracy').txt('2');
      return;
    case 'decimal':
      parent.ele('Numeric').ele('Accuracy').txt(String(digits ?? 2));
      return;
    case 'integer':
      parent.ele('Numeric');
      return;
    case 'date':
      parent.ele('Date').ele('Format').txt('DD.MM.YYYY');
      return;
    case 'text':
    case 'dateTime':
      parent.ele('AlphaNumeric');
  }
}

function describeTable<R>(media: XMLBuilder, table: GobdTable<R>): void {
  const element = media.ele('Table');
  element.ele('URL').txt(table.url);
  element.ele('Name').txt(table.name);
  element.ele('Description').txt(table.description);
  element.ele('UTF8');
  element.ele('DecimalSymbol').txt(',');
  element.ele('DigitGroupingSymbol').txt('.');
  const layout = element.ele('VariableLength');
  layout.ele('ColumnDelimiter').txt(';');
  layout.ele('RecordDelimiter').txt(RECORD_DELIMITER_MARK);
  layout.ele('TextEncapsulator').txt('"');
  for (const column of table.columns) {
    const entry = layout.ele(column.primaryKey ? 'VariablePrimaryKey' : 'VariableColumn');
    entry.ele('Name').txt(column.header);
    if (column.description) entry.ele('Description').txt(column.description);
    columnType(entry, column.kind, column.digits);
  }
  if (table.foreignKey) {
    const key = layout.ele('ForeignKey');
    for (const name of table.foreignKey.columns) key.ele('Name').txt(name);
    key.ele('References').txt(table.foreignKey.references);
  }
}

// CR LF must stay character references: an XML parser turns a literal CR LF into LF.
const RECORD_DELIMITER_MARK = 'RECORD-DELIMITER';

/** index.xml: the company as data supplier and each table with its file, number format and columns. */
export function gobdIndex(supplier: { name: string; location: string; comment: string }): string {
  const document = create({ version: '1.0', encoding: 'UTF-8' }).dtd({ name: 'DataSet', sysID: GDPDU_DTD });
  const dataSet = document.ele('DataSet');
  dataSet.ele('Version').txt('1.0');
  const dataSupplier = dataSet.ele('DataSupplier');
  dataSupplier.ele('Name').txt(supplier.name);
  dataSupplier.ele('Location').txt(supplier.location);
  dataSupplier.ele('Comment').txt(supplier.comment);
  const media = dataSet.ele('Media');
  media.ele('Name').txt('Datenexport');
  describeTable(media, GOBD_INVOICES);
  describeTable(media, GOBD_INVOICE_LINES);
  return document.end({ prettyPrint: true }).replaceAll(RECORD_DELIMITER_MARK, '&#13;&#10;');
}

async function readInvoicePage(db: Db, tenantId: string, after: string | null): Promise<IssuedInvoiceRow[]> {
  const rows = await withTenant(db, tenantId, (trx) => {
    let query = trx
      .selectFrom('invoices')
      .select(['invoice_number', 'kind', 'status', 'invoice_date', 'due_date', 'paid_on', 'customer_name', 'project_name', 'quote_number', 'document'])
      .where('tenant_id', '=', tenantId)
      .where('invoice_number', 'is not', null)
      .where('document', 'is not', null);
    if (after !== null) query = query.where('invoice_number', '>', after);
    return query.orderBy('invoice_number').limit(INVOICES_PER_PAGE).execute();
  });
  return rows as IssuedInvoiceRow[];
}

/** Every issued invoice, page by page in the order of their numbers (unique per company). */
async function eachInvoicePage(db: Db, tenantId: string, visit: (rows: readonly IssuedInvoiceRow[]) => Promise<void>): Promise<void> {
  let after: string | null = null;
  for (;;) {
    const page = await readInvoicePage(db, tenantId, after);
    if (page.length > 0) await visit(page);
    if (page.length < INVOICES_PER_PAGE) return;
    after = page[page.length - 1]!.invoice_number;
  }
}

/**
 * The tax audit's export (GoBD, data carrier handed over in the GDPdU description-file form):
 * index.xml and the CSV files it describes, without header line or byte order mark, as the
 * description standard reads them; cells as the list export writes them for German Excel.
 */
export async function writeGobd(zip: ChunkedZip, db: Db, tenantId: string, supplier: { name: string; location: string; comment: string }): Promise<void> {
  await zip.file(`${GOBD_FOLDER}/index.xml`, gobdIndex(supplier));
  const invoices = zip.entry(`${GOBD_FOLDER}/${GOBD_INVOICES.url}`);
  await eachInvoicePage(db, tenantId, (rows) => invoices.push(rows.map((row) => csvLine(GOBD_INVOICES.columns, row)).join('')));
  await invoices.push('', true);
  const lines = zip.entry(`${GOBD_FOLDER}/${GOBD_INVOICE_LINES.url}`);
  await eachInvoicePage(db, tenantId, (rows) =>
    lines.push(
      rows
        .flatMap((row) => row.document.lines.map((line, index) => csvLine(GOBD_INVOICE_LINES.columns, { invoiceNumber: row.invoice_number, lineNumber: index + 1, line })))
        .join(''),
    ),
  );
  await lines.push('', true);
}
