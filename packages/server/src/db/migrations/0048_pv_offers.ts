import { sql, type Kysely } from 'kysely';
import { enableTenantIsolation } from '../tenantIsolation';

/*
 * The planner's adjustments of a quote's PV positions (ADR 0030): the confirmation of the zero
 * rate's conditions, changed amounts of the design's positions and free lines, validated by the
 * contract, with a version that every save raises, so that a save based on an older one is refused.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table pv_offers (
      tenant_id uuid not null references tenants (id) on delete cascade,
      configuration_id uuid not null,
      version integer not null constraint pv_offers_version_check check (version >= 1),
      adjustments jsonb not null,
      updated_at timestamptz not null default now(),
      primary key (tenant_id, configuration_id),
      foreign key (tenant_id, configuration_id) references configurations (tenant_id, id) on delete cascade
    );
  `.execute(db);
  await enableTenantIsolation(db, 'pv_offers');
}
