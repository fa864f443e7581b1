import { randomUUID } from 'node:crypto';
import {
  CustomerSchema,
  customerDisplayName,
  formatAddressLine,
  type CustomerImportCounts,
  type CustomerImportMapping,
  type CustomerImportProblem,
  type CustomerImportRow,
} from '@planner/api';
import { sql } from 'kysely';
import * as v from 'valibot';
import type { TenantTransaction } from '../../db/scopes';
import { rowCustomer } from './mapping';
import type { ImportTable } from './table';

export type ValidCustomer = v.InferOutput<typeof CustomerSchema>;

/** A row of the preview with the customer it would create, when valid. */
export interface ClassifiedRow extends CustomerImportRow {
  customer: ValidCustomer | null;
}

/** The fields of the customer validation as the customer form names them. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  salutation: 'Anrede',
  firstName: 'Vorname',
  lastName: 'Nachname',
  'address.street': 'Straße',
  'address.houseNumber': 'Hausnummer',
  'address.zipCode': 'PLZ',
  'address.city': 'Ort',
  phone: 'Telefon',
  cellphone: 'Mobil',
  email: 'E-Mail',
  eInvoiceAddress: 'E-Rechnung an',
};

/** The first message of the customer validation for each refused field, in the order of the form. */
function problemsOf(issues: readonly v.BaseIssue<unknown>[]): CustomerImportProblem[] {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? '';
    if (!byField.has(path)) byField.set(path, issue.message);
  }
  const order = Object.keys(FIELD_LABELS);
  return [...byField]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([path, message]) => ({ field: FIELD_LABELS[path] ?? path, message }));
}

/** Name and address, white space collapsed, to be folded by the database like every list search. */
const identityOf = (customer: ValidCustomer) =>
  [customer.firstName, customer.lastName, customer.address.street, customer.address.houseNumber, customer.address.zipCode, customer.address.city]
    .map((part) => part.replace(/\s+/g, ' '))
    .join('|');

/**
 * Folds an identity as the list search folds its words (search_fold, ADR 0007), and writes
 * 'Str.' as 'Straße' ('strasse' once folded), so that 'Hauptstr. 5' is 'Hauptstraße 5'.
 */
const folded = (identity: ReturnType<typeof sql>) => sql`replace(search_fold(${identity}), 'str.', 'strasse')`;

const CUSTOMER_IDENTITY = sql`regexp_replace(concat_ws('|', c.first_name, c.last_name, c.street, c.house_number, c.zip_code, c.city), '\\s+', ' ', 'g')`;

interface FoldedIdentity {
  index: number;
  key: string;
  existingId: string | null;
  existingName: string | null;
}

/**
 * Each identity folded, with the tenant's first customer of the same folded name and address
 * (archived ones included). One statement: the customers' identities are folded once each and
 * joined by hash with the file's.
 */
async function foldedIdentities(trx: TenantTransaction, tenantId: string, identities: readonly string[]): Promise<FoldedIdentity[]> {
  if (identities.length === 0) return [];
  const { rows } = await sql<{ i: string; key: string; id: string | null; first_name: string | null; last_name: string | null }>`
    select f.i, f.key, c.id, c.first_name, c.last_name
    from (
      select t.ordinality as i, ${folded(sql`t.value`)} as key
      from jsonb_array_elements_text(${JSON.stringify(identities)}::jsonb) with ordinality as t(value, ordinality)
    ) f
    left join customers c on c.tenant_id = ${tenantId} and ${folded(CUSTOMER_IDENTITY)} = f.key
    order by f.i, c.created_at, c.id
  `.execute(trx);
  const found = new Map<number, FoldedIdentity>();
  for (const row of rows) {
    const index = Number(row.i) - 1;
    if (found.has(index)) continue;
    const existingName = row.id ? customerDisplayName({ firstName: row.first_name ?? '', lastName: row.last_name ?? '' }) : null;
    found.set(index, { index, key: row.key, existingId: row.id, existingName });
  }
  return [...found.values()];
}

/**
 * Every row of the table read with `mapping`: an error with the customer validation's messages
 * per field, a duplicate of an existing customer or an earlier row of the file (same name and
 * address, folded), or new. Reads only.
 */
export async function classifyRows(
  trx: TenantTransaction,
  tenantId: string,
  table: ImportTable,
  mapping: CustomerImportMapping,
): Promise<{ rows: ClassifiedRow[]; counts: CustomerImportCounts }> {
  const rows: ClassifiedRow[] = table.rows.map(({ row, cells }) => {
    const input = rowCustomer(cells, mapping, randomUUID());
    const name = [input.lastName, input.firstName].filter(Boolean).join(', ');
    const address = formatAddressLine({
      street: input.address.street.trim(),
      houseNumber: input.address.houseNumber.trim(),
      zipCode: input.address.zipCode.trim(),
      city: input.address.city.trim(),
    });
    const parsed = v.safeParse(CustomerSchema, input);
    return parsed.success
      ? { row, status: 'New', name, address, duplicateOf: null, problems: [], customer: parsed.output }
      : { row, status: 'Error', name, address, duplicateOf: null, problems: problemsOf(parsed.issues), customer: null };
  });

  const valid = rows.filter((row) => row.customer !== null);
  const identities = await foldedIdentities(trx, tenantId, valid.map((row) => identityOf(row.customer as ValidCustomer)));
  const earlierRows = new Map<string, number>();
  for (const { index, key, existingId, existingName } of identities) {
    const row = valid[index] as ClassifiedRow;
    const earlier = earlierRows.get(key);
    if (existingId) row.duplicateOf = { customerId: existingId, name: existingName ?? '' };
    else if (earlier !== undefined) row.duplicateOf = { row: earlier };
    else earlierRows.set(key, row.row);
    if (row.duplicateOf) row.status = 'Duplicate';
  }
  const count = (status: CustomerImportRow['status']) => rows.filter((row) => row.status === status).length;
  return { rows, counts: { rows: rows.length, new: count('New'), duplicate: count('Duplicate'), error: count('Error') } };
}
