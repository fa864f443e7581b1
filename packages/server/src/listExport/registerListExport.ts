import type { Endpoint, ExportFormat, QueryOutput } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { withTenant, type TenantTransaction } from '../db/scopes';
import { registerEndpoint, type HandlerResult } from '../http/registerEndpoint';
import type { ListExportSpec } from './columns';
import { exportList } from './exportList';

type ExportEndpoint = Endpoint & { binary: true };
type ListFilters<E> = Omit<QueryOutput<E> & { format: ExportFormat }, 'format'>;

/**
 * Serves a list's export endpoint: reads the list through `listRows`, the very function that
 * answers the list's pages, one page per transaction, and writes it as `spec` says.
 */
export function registerListExport<E extends ExportEndpoint, R>(
  app: FastifyInstance,
  db: Db,
  endpoint: E,
  spec: ListExportSpec<R>,
  listRows: (trx: TenantTransaction, tenantId: string, query: ListFilters<E> & { pageIndex: number; pageSize: number }) => Promise<{ rows: R[] }>,
): void {
  registerEndpoint(app, endpoint, async (context) => {
    const { tenantId } = context as unknown as { tenantId: string };
    const { format, ...filters } = context.query as unknown as ListFilters<E> & { format: ExportFormat };
    const file = await exportList(spec, format, async (pageIndex, pageSize) =>
      (await withTenant(db, tenantId, (trx) => listRows(trx, tenantId, { ...(filters as ListFilters<E>), pageIndex, pageSize }))).rows,
    );
    // A binary endpoint's success is a file; TypeScript does not narrow the result of a generic endpoint.
    return file as HandlerResult<E>;
  });
}
