import { sql, type Kysely } from 'kysely';

/*
 * Installations and additional installations are billed in a unit (Stück, m, psch., Std.);
 * installations get a description, the long text of their quote lines. Every item so far is
 * billed by the piece.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table electrical_components
      add column unit text not null default 'Piece'
        constraint electrical_components_unit_check check (unit in ('Piece', 'Metre', 'LumpSum', 'Hour')),
      add column description text not null default '';
    alter table additional_installations
      add column unit text not null default 'Piece'
        constraint additional_installations_unit_check check (unit in ('Piece', 'Metre', 'LumpSum', 'Hour'));
  `.execute(db);
}
