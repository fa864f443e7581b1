import { sql } from 'kysely';
import type { TenantTransaction } from '../db/scopes';
import type { ExportColumn } from '../listExport';
import { SECRET_COLUMNS } from './exportedTables';

/** A row as its JSON twin holds it: instants as ISO text, JSON columns as they are. */
export type DumpRow = Record<string, unknown>;

export interface TableLayout {
  table: string;
  /** The columns in the table's order, secrets, generated and binary columns left out. */
  columns: readonly ExportColumn<DumpRow>[];
  /** The primary key's columns, by which pages are read in a stable order. */
  key: readonly string[];
  /** `id` for the tenant's own row, `tenant_id` elsewhere. */
  tenantColumn: string;
}

interface ColumnInfo {
  column_name: string;
  data_type: string;
  numeric_scale: number | null;
}

const INTEGER_TYPES = new Set(['smallint', 'integer', 'bigint']);
const DECIMAL_TYPES = new Set(['numeric', 'real', 'double precision']);
const LEFT_OUT_TYPES = new Set(['bytea', 'tsvector']);
/** Digits of a floating-point column (coordinates, currents) in the CSV; the JSON twin keeps every digit. */
const FLOAT_DIGITS = 6;

/** A column of the CSV: the list export's cell kinds, booleans as 'ja'/'nein', lists and JSON as JSON text. */
function exportColumn({ column_name: name, data_type: type, numeric_scale: scale }: ColumnInfo): ExportColumn<DumpRow> {
  const value = (row: DumpRow) => row[name] as string | number | null;
  if (INTEGER_TYPES.has(type)) return { header: name, kind: 'integer', value };
  if (DECIMAL_TYPES.has(type)) return { header: name, kind: 'decimal', digits: type === 'numeric' && scale !== null ? scale : FLOAT_DIGITS, value };
  if (type === 'date') return { header: name, kind: 'date', value };
  if (type.startsWith('timestamp')) return { header: name, kind: 'dateTime', value };
  if (type === 'boolean') return { header: name, kind: 'text', value: (row) => (row[name] === null ? null : row[name] ? 'ja' : 'nein') };
  if (type === 'ARRAY' || type === 'jsonb' || type === 'json') {
    return { header: name, kind: 'text', value: (row) => (row[name] === null ? null : JSON.stringify(row[name])) };
  }
  return { header: name, kind: 'text', value };
}

/** The columns and key of `table` as the database describes them. */
export async function tableLayout(trx: TenantTransaction, table: string): Promise<TableLayout> {
  const { rows: columns } = await sql<ColumnInfo>`
    select column_name, data_type, numeric_scale
    from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
    order by ordinal_position
  `.execute(trx);
  const { rows: key } = await sql<{ name: string }>`
    select a.attname as name
    from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
    where i.indrelid = to_regclass(${table}) and i.indisprimary
    order by array_position(i.indkey::int2[], a.attnum)
  `.execute(trx);
  const exported = columns.filter((column) => !LEFT_OUT_TYPES.has(column.data_type) && !SECRET_COLUMNS.has(column.column_name));
  if (exported.length === 0) throw new Error(`the table ${table} has no columns to export`);
  return {
    table,
    columns: exported.map(exportColumn),
    key: key.map((column) => column.name),
    tenantColumn: table === 'tenants' ? 'id' : 'tenant_id',
  };
}

const jsonValue = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** A page of the company's rows of the table, in the order of its key. */
export async function readTablePage(trx: TenantTransaction, tenantId: string, layout: TableLayout, pageIndex: number, pageSize: number): Promise<DumpRow[]> {
  const names = layout.columns.map((column) => column.header);
  // Calendar days as their text: drivers would make a midnight in the server's time zone of them.
  const selected = layout.columns.map((column) =>
    column.kind === 'date' ? sql`${sql.ref(column.header)}::text as ${sql.ref(column.header)}` : sql.ref(column.header),
  );
  const order = layout.key.length > 0 ? layout.key : names;
  const { rows } = await sql<DumpRow>`
    select ${sql.join(selected)} from ${sql.table(layout.table)}
    where ${sql.ref(layout.tenantColumn)} = ${tenantId}
    order by ${sql.join(order.map((name) => sql.ref(name)))}
    limit ${pageSize} offset ${pageIndex * pageSize}
  `.execute(trx);
  return rows.map((row) => Object.fromEntries(names.map((name) => [name, jsonValue(row[name])])));
}
