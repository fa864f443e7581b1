import type { Endpoint, ExportFormat, PathParams, QueryOutput } from '@planner/api';
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
 * answers the list's pages, one page per transaction, and writes it as `spec` says. A list below
 * another record (a developer's Bauleiter) gets the path's params, and `precondition` answers
 * the failure its list would answer (an unknown developer) before any file starts.
 */
export function registerListExport<E extends ExportEndpoint, R>(
  app: FastifyInstance,
  db: Db,
  endpoint: E,
  spec: ListExportSpec<R>,
  listRows: (
    trx: TenantTransaction,
    tenantId: string,
    query: ListFilters<E> & { pageIndex: number; pageSize: number },
    params: PathParams<E>,
  ) => Promise<{ rows: R[] }>,
  precondition?: (trx: TenantTransaction, tenantId: string, params: PathParams<E>) => Promise<HandlerResult<E> | null>,
): void {
  registerEndpoint(app, endpoint, async (context) => {
    const { tenantId, params } = context as unknown as { tenantId: string; params: PathParams<E> };
    if (precondition) {
      const failed = await withTenant(db, tenantId, (trx) => precondition(trx, tenantId, params));
      if (failed) return failed;
    }
    const { format, ...filters } = context.query as unknown as ListFilters<E> & { format: ExportFormat };
    const file = await exportList(spec, format, async (pageIndex, pageSize) =>
      (await withTenant(db, tenantId, (trx) => listRows(trx, tenantId, { ...(filters as ListFilters<E>), pageIndex, pageSize }, params))).rows,
    );
    // A binary endpoint's success is a file; TypeScript does not narrow the result of a generic endpoint.
    return file as HandlerResult<E>;
  });
}
