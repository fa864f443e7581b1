import { auditLogEndpoints, type AuditAction } from '@planner/api';
import { listQueryOptions, useApiQuery } from '@planner/platform';
import type { ListQuery } from '@planner/ui';

export function useAuditLog(query: ListQuery<string>, action: AuditAction | undefined) {
  return useApiQuery(
    auditLogEndpoints.list,
    { query: { pageIndex: query.pageIndex, pageSize: query.pageSize, anyText: query.anyText, action } },
    listQueryOptions,
  );
}
