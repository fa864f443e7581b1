import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  describeAuditEvent,
  type AuditAction,
  type AuditEntry,
  type AuditEventDetails,
  type AuditFieldChange,
  type auditLogEndpoints,
  type QueryOutput,
} from '@planner/api';
import { sql, type RawBuilder } from 'kysely';
import type { TenantTransaction } from '../db/scopes';
import type { AuditedRecords } from '../feature';
import { pagedList, type ListDefinition } from '../db/listing';

type AuditLogQuery = QueryOutput<typeof auditLogEndpoints.list>;

const recordOf = (table: string) => sql`${sql.table(table)} as r where r.tenant_id = a.tenant_id and r.id = a.entity_id`;

/** The columns an entry shows of its record: the record's name (where it is no personal data) and whether it still exists. */
export interface RecordColumns {
  label: RawBuilder<string | null>;
  exists: RawBuilder<boolean>;
}

/** A `case` over the entry's kind of record (its table), one lookup of its current row each. */
export function recordColumns(records: AuditedRecords): RecordColumns {
  const perRecord = (lookup: (table: string, nameColumn: string | undefined) => RawBuilder<unknown> | null, fallback: RawBuilder<unknown>) => {
    const branches = Object.entries(records).flatMap(([table, { nameColumn }]) => {
      const value = lookup(table, nameColumn);
      return value ? [sql`when ${table} then ${value}`] : [];
    });
    return sql`case a.entity ${sql.join(branches, sql` `)} else ${fallback} end`;
  };
  return {
    label: perRecord((table, name) => (name ? sql`(select r.${sql.ref(name)} from ${recordOf(table)})` : null), sql`null`).$castTo<string | null>(),
    exists: perRecord((table) => sql`exists (select from ${recordOf(table)})`, sql`a.entity = 'tenants'`).$castTo<boolean>(),
  };
}

/** The entries whose `column` holds a key whose German label matches the search word's pattern. */
const labelMatches = (column: string, labels: Record<string, string>) => (pattern: RawBuilder<string>) => {
  const rows = sql.join(Object.entries(labels).map(([key, label]) => sql`(${key}, ${label})`));
  return sql<boolean>`${sql.ref(column)} in (
    select key from (values ${rows}) as labels (key, label) where search_fold(label) like ${pattern}
  )`;
};

/** An entry is found by the acting user's name, its kind of record ('Angebot') or its action ('gelöscht'). */
const AUDIT_LOG_LIST: ListDefinition<'OccurredAt'> = {
  sortBy: { OccurredAt: [sql`a.occurred_at`] },
  defaultSortBy: 'OccurredAt',
  defaultSortOrder: 'Desc',
  idColumn: 'a.id',
  searchIn: [
    (pattern) => sql<boolean>`search_fold(u.first_name || ' ' || u.last_name) like ${pattern}`,
    labelMatches('a.entity', AUDIT_ENTITY_LABELS),
    labelMatches('a.action', AUDIT_ACTION_LABELS),
  ],
};

/** A page of the company's log, newest first, with the acting user's name. */
export async function listAuditLog(trx: TenantTransaction, tenantId: string, query: AuditLogQuery, columns: RecordColumns) {
  const { rows, filtered, total } = await pagedList({
    listed: trx
      .selectFrom('audit_log as a')
      .leftJoin('users as u', (join) => join.onRef('u.tenant_id', '=', 'a.tenant_id').onRef('u.id', '=', 'a.user_id'))
      .where('a.tenant_id', '=', tenantId),
    query: { ...query, sortOrder: query.sortOrder ?? 'Desc' },
    list: AUDIT_LOG_LIST,
    filter: query.action === undefined ? undefined : sql<boolean>`a.action = ${query.action}`,
    readPage: (page) =>
      page
        .select([
          'a.id',
          'a.occurred_at',
          'a.action',
          'a.entity',
          'a.entity_id',
          'a.event',
          'a.details',
          'a.changes',
          'u.first_name',
          'u.last_name',
          columns.label.as('label'),
          columns.exists.as('exists'),
        ])
        .execute(),
  });
  const items: AuditEntry[] = rows.map((row) => ({
    id: String(row.id),
    occurredAt: new Date(row.occurred_at).toISOString(),
    userName: row.first_name === null ? null : `${row.first_name} ${row.last_name}`,
    action: row.action as AuditAction,
    entity: row.entity,
    entityId: row.entity_id,
    label: row.label,
    exists: Boolean(row.exists),
    event: row.event,
    details: row.details as AuditEventDetails,
    description: describeAuditEvent(row.event, row.details as AuditEventDetails),
    changes: row.changes as AuditFieldChange[],
  }));
  return { rows: items, filtered, total };
}
