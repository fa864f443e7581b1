import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, type AuditAction, type AuditEntry, type auditLogEndpoints, type QueryOutput } from '@planner/api';
import { sql, type RawBuilder } from 'kysely';
import type { TenantTransaction } from '../db/scopes';
import { countRows } from '../customers';
import { containsPattern } from '../db/listing';

type AuditLogQuery = QueryOutput<typeof auditLogEndpoints.list>;

/** Where each kind of record lives, and the column that names it where that name is no personal data. */
const RECORDS: Record<string, { table: string; name?: string }> = {
  customers: { table: 'customers' },
  jobsites: { table: 'jobsites' },
  projects: { table: 'projects' },
  configurations: { table: 'configurations', name: 'name' },
  floors: { table: 'floors', name: 'name' },
  electrical_components: { table: 'electrical_components', name: 'label' },
  additional_installations: { table: 'additional_installations', name: 'title' },
  property_developers: { table: 'property_developers', name: 'name' },
  contact_persons: { table: 'contact_persons' },
  construction_specifications: { table: 'construction_specifications', name: 'name' },
  checkout_options: { table: 'checkout_options', name: 'name' },
  pv_manufacturers: { table: 'pv_manufacturers', name: 'name' },
  pv_components: { table: 'pv_components', name: 'name' },
  users: { table: 'users' },
};

const recordOf = (table: string) => sql`${sql.table(table)} as r where r.tenant_id = a.tenant_id and r.id = a.entity_id`;

/** A `case` over the entry's kind of record, one lookup of its current row each. */
function perRecord(lookup: (table: string, name: string | undefined) => RawBuilder<unknown> | null, fallback: RawBuilder<unknown>) {
  const branches = Object.entries(RECORDS).flatMap(([entity, { table, name }]) => {
    const value = lookup(table, name);
    return value ? [sql`when ${entity} then ${value}`] : [];
  });
  return sql`case a.entity ${sql.join(branches, sql` `)} else ${fallback} end`;
}

const labelColumn = perRecord((table, name) => (name ? sql`(select r.${sql.ref(name)} from ${recordOf(table)})` : null), sql`null`);
const existsColumn = perRecord((table) => sql`exists (select from ${recordOf(table)})`, sql`a.entity = 'tenants'`);

const keysMatching = (labels: Record<string, string>, text: string) =>
  Object.entries(labels)
    .filter(([, label]) => label.toLowerCase().includes(text))
    .map(([key]) => key);

/**
 * A page of the company's log, newest first, with the acting user's name. A search finds the
 * entries of a user (by name), of a kind of record ('Angebot') or of an action ('gelöscht').
 */
export async function listAuditLog(trx: TenantTransaction, tenantId: string, query: AuditLogQuery) {
  const search = query.anyText?.toLowerCase();
  const entries = trx
    .selectFrom('audit_log as a')
    .leftJoin('users as u', (join) => join.onRef('u.tenant_id', '=', 'a.tenant_id').onRef('u.id', '=', 'a.user_id'))
    .where('a.tenant_id', '=', tenantId)
    .$if(query.action !== undefined, (q) => q.where('a.action', '=', query.action!))
    .$if(Boolean(search), (q) =>
      q.where((eb) =>
        eb.or([
          eb(sql<string>`lower(u.first_name || ' ' || u.last_name)`, 'like', containsPattern(search!)),
          eb('a.entity', 'in', [...keysMatching(AUDIT_ENTITY_LABELS, search!), '']),
          eb('a.action', 'in', [...keysMatching(AUDIT_ACTION_LABELS, search!), '']),
        ]),
      ),
    );
  const rows = await entries
    .select([
      'a.id',
      'a.occurred_at',
      'a.action',
      'a.entity',
      'a.entity_id',
      'u.first_name',
      'u.last_name',
      labelColumn.$castTo<string | null>().as('label'),
      existsColumn.$castTo<boolean>().as('exists'),
    ])
    .orderBy('a.occurred_at', query.sortOrder === 'Asc' ? 'asc' : 'desc')
    .orderBy('a.id', query.sortOrder === 'Asc' ? 'asc' : 'desc')
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize)
    .execute();
  const filtered = await countRows(entries);
  const total = query.action || search ? await countRows(trx.selectFrom('audit_log as a').where('a.tenant_id', '=', tenantId)) : filtered;
  const items: AuditEntry[] = rows.map((row) => ({
    id: String(row.id),
    occurredAt: new Date(row.occurred_at).toISOString(),
    userName: row.first_name === null ? null : `${row.first_name} ${row.last_name}`,
    action: row.action as AuditAction,
    entity: row.entity,
    entityId: row.entity_id,
    label: row.label,
    exists: Boolean(row.exists),
  }));
  return { items, filtered, total };
}
