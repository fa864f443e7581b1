import { sql, type Kysely } from 'kysely';

/*
 * A floor's plan image, preview and PDF belong to the floor alone. Floors also go by cascade
 * (their configuration, project, customer or company is deleted), so the files are removed by
 * the database when the floor row goes, whichever way it goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function floors_delete_files() returns trigger language plpgsql as $$
    begin
      delete from blobs
      where tenant_id = old.tenant_id and id in (old.image_blob_id, old.preview_blob_id, old.pdf_blob_id);
      return null;
    end $$;
    create trigger floors_delete_files after delete on floors for each row execute function floors_delete_files();
  `.execute(db);
}
