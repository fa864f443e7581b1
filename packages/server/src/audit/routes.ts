import { auditLogEndpoints } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { withTenant } from '../db/scopes';
import { registerEndpoint } from '../http/registerEndpoint';
import { paged } from '../http/results';
import type { AppServices } from '../http/services';
import { registerListExport } from '../listExport';
import { AUDIT_LOG_EXPORT } from './auditExport';
import { listAuditLog, recordColumns } from './repository';

export function registerAuditLogRoutes(app: FastifyInstance, { db, auditedRecords }: AppServices): void {
  const columns = recordColumns(auditedRecords);
  registerEndpoint(app, auditLogEndpoints.list, async ({ tenantId, query }) => {
    return paged(await withTenant(db, tenantId, (trx) => listAuditLog(trx, tenantId, query, columns)), query);
  });
  registerListExport(app, db, auditLogEndpoints.export, AUDIT_LOG_EXPORT, (trx, tenantId, query) => listAuditLog(trx, tenantId, query, columns));
}
