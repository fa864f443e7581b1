import { CUSTOMER_IMPORT_LIMITS, customerImportEndpoints, type CustomerImportPreview } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { withTenant } from '../../db/scopes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { success } from '../../http/results';
import type { AppServices } from '../../http/services';
import { installUploadBodyParser, uploadedBytes } from '../../http/uploads';
import { classifyRows, type ValidCustomer } from './classify';
import { suggestMapping } from './mapping';
import { readImportTable } from './readTable';
import { writeImportedCustomers } from './writeRows';

const fileNameOf = (fileName: string) => fileName || 'Kundenliste';

/** Customer import: a preview that writes nothing, and the confirmation that writes the valid rows in one transaction. */
export function registerCustomerImportRoutes(app: FastifyInstance, { db }: AppServices): void {
  void app.register(async (uploads) => {
    installUploadBodyParser(uploads);
    const options = { bodyLimit: CUSTOMER_IMPORT_LIMITS.maxFileBytes };

    registerEndpoint(
      uploads,
      customerImportEndpoints.preview,
      async ({ tenantId, query, body }) => {
        const table = await readImportTable(uploadedBytes(body));
        const suggestedMapping = suggestMapping(table.headers);
        const mapping = query.mapping ?? suggestedMapping;
        const { rows, counts } = await withTenant(db, tenantId, (trx) => classifyRows(trx, tenantId, table, mapping));
        const preview: CustomerImportPreview = {
          fileName: fileNameOf(query.fileName),
          headers: table.headers,
          suggestedMapping,
          mapping,
          counts,
          rows: rows.map(({ customer: _customer, ...row }) => row),
        };
        return success(preview);
      },
      options,
    );

    registerEndpoint(
      uploads,
      customerImportEndpoints.confirm,
      async ({ tenantId, query, body }) => {
        const table = await readImportTable(uploadedBytes(body));
        return success(
          await withTenant(db, tenantId, async (trx) => {
            const { rows, counts } = await classifyRows(trx, tenantId, table, query.mapping);
            const taken = rows.filter((row) => row.status === 'New' || (row.status === 'Duplicate' && !query.skipDuplicates));
            await writeImportedCustomers(trx, tenantId, taken.map((row) => row.customer as ValidCustomer), fileNameOf(query.fileName));
            return { imported: taken.length, skippedDuplicates: query.skipDuplicates ? counts.duplicate : 0, skippedErrors: counts.error };
          }),
        );
      },
      options,
    );
  });
}
