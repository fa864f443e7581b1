import { sql, type Kysely } from 'kysely';

/*
 * Installations, additional installations and checkout options get the labour share of their
 * price (§ 35a EStG), in basis points: 2500 is 25 %. Every item so far has none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table electrical_components
      add column labour_share_basis_points integer not null default 0
        constraint electrical_components_labour_share_check check (labour_share_basis_points between 0 and 10000);
    alter table additional_installations
      add column labour_share_basis_points integer not null default 0
        constraint additional_installations_labour_share_check check (labour_share_basis_points between 0 and 10000);
    alter table checkout_options
      add column labour_share_basis_points integer not null default 0
        constraint checkout_options_labour_share_check check (labour_share_basis_points between 0 and 10000);
  `.execute(db);
}
