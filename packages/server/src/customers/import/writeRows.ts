import { withAuditEvent } from '../../audit';
import type { TenantTransaction } from '../../db/scopes';
import { customerColumns } from '../repository';
import type { ValidCustomer } from './classify';

/** Customers written per statement: bounds a statement's parameters (12 per customer) well below PostgreSQL's 65 535. */
const CHUNK = 500;

/**
 * Writes the customers in the caller's transaction. The first customer's audit entry names the
 * import with the file and the number of customers; every customer has its own entry.
 */
export async function writeImportedCustomers(trx: TenantTransaction, tenantId: string, customers: readonly ValidCustomer[], fileName: string): Promise<void> {
  const first = customers[0];
  if (!first) return;
  const insert = (chunk: readonly ValidCustomer[]) =>
    trx
      .insertInto('customers')
      .values(chunk.map((customer) => ({ tenant_id: tenantId, id: customer.id, ...customerColumns(customer) })))
      .execute();
  const event = { entity: 'customers', entityId: first.id, event: 'customer.imported' as const, details: { fileName, count: customers.length } };
  await withAuditEvent(trx, tenantId, event, () => insert(customers.slice(0, CHUNK)));
  for (let start = CHUNK; start < customers.length; start += CHUNK) await insert(customers.slice(start, start + CHUNK));
}
