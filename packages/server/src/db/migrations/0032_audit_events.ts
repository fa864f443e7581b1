import { sql, type Kysely } from 'kysely';

/*
 * The audit log tells what happened. An entry may carry the business event it records ('event',
 * e.g. 'invoice.issued', with its 'details' such as the number) and the fields a change touched
 * ('changes': field, value before and after). The trigger of 0014 now:
 *   - writes the changed fields of every update; an update that touches only bookkeeping
 *     (version, search text, stored files) is no entry at all;
 *   - names its entry with the event the application announced for this record in this
 *     transaction (`app.audit_event`, see src/audit/events.ts), once;
 *   - joins repeated changes within five minutes only for the floor editor, which saves every
 *     few seconds; every other change, and every named event, is an entry of its own.
 * Values are kept for business records (invoices, quotes, master data). For records about people
 * (customers, job sites, contacts, users, invitations) and for secrets only the field's name is
 * kept, as before no personal data outlives its record in the log; so are values too long to read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table audit_log
      add column event text check (event ~ '^[a-zA-Z]+[.][a-zA-Z]+$'),
      add column details jsonb not null default '{}'::jsonb,
      add column changes jsonb not null default '[]'::jsonb;

    create function audit_field_changes(before jsonb, after jsonb, prefix text, values_shown boolean) returns jsonb
    language plpgsql immutable as $$
    declare
      result jsonb := '[]'::jsonb;
      key text;
      old_value jsonb;
      new_value jsonb;
      shown boolean;
    begin
      for key in select k from (select jsonb_object_keys(before) as k union select jsonb_object_keys(after)) as keys order by k loop
        old_value := before -> key;
        new_value := after -> key;
        continue when old_value is not distinct from new_value;
        continue when prefix = '' and key in ('id', 'tenant_id', 'version', 'created_at', 'updated_at', 'search_text',
          'document', 'xml', 'pdf_blob_id', 'issued_at', 'snapshot', 'last_sign_in_at', 'structure_revision');
        if jsonb_typeof(old_value) = 'object' and jsonb_typeof(new_value) = 'object' and prefix = '' then
          result := result || audit_field_changes(old_value, new_value, key || '.', values_shown);
          continue;
        end if;
        shown := values_shown
          and key not in ('password_hash', 'token_sha256')
          and coalesce(jsonb_typeof(old_value), 'null') not in ('object', 'array')
          and coalesce(jsonb_typeof(new_value), 'null') not in ('object', 'array')
          and length(coalesce(old_value::text, '')) <= 200 and length(coalesce(new_value::text, '')) <= 200;
        result := result || jsonb_build_array(case when shown
          then jsonb_build_object('field', prefix || key, 'before', coalesce(old_value, 'null'::jsonb), 'after', coalesce(new_value, 'null'::jsonb))
          else jsonb_build_object('field', prefix || key) end);
      end loop;
      return result;
    end $$;

    create or replace function audit_row_change() returns trigger language plpgsql as $$
    declare
      actor uuid := nullif(current_setting('app.user_id', true), '')::uuid;
      announced jsonb := nullif(current_setting('app.audit_event', true), '')::jsonb;
      tenant uuid;
      record_id uuid;
      done text;
      before jsonb;
      after jsonb;
      field_changes jsonb := '[]'::jsonb;
      named text;
      named_details jsonb := '{}'::jsonb;
    begin
      if tg_op = 'DELETE' then
        record_id := old.id;
        done := 'deleted';
        if tg_argv[0] = 'tenant' then tenant := old.id; else tenant := old.tenant_id; end if;
      else
        record_id := new.id;
        done := case when tg_op = 'INSERT' then 'created' else 'changed' end;
        if tg_argv[0] = 'tenant' then tenant := new.id; else tenant := new.tenant_id; end if;
      end if;
      if tg_op = 'UPDATE' then
        before := to_jsonb(old);
        after := to_jsonb(new);
        field_changes := audit_field_changes(before, after, '',
          tg_table_name not in ('customers', 'jobsites', 'contact_persons', 'property_developers', 'users', 'invitations'));
        if tg_argv[0] = 'configuration' and after ->> 'status' = 'Finalized' and before ->> 'status' <> 'Finalized' then
          done := 'finalized';
        elsif tg_argv[0] = 'archivable' and (after ->> 'archived_at') is not null and (before ->> 'archived_at') is null then
          done := 'archived';
        elsif tg_argv[0] = 'archivable' and (after ->> 'archived_at') is null and (before ->> 'archived_at') is not null then
          done := 'restored';
        end if;
      end if;
      if announced is not null and announced ->> 'entity' = tg_table_name and announced ->> 'entityId' = record_id::text then
        named := announced ->> 'event';
        named_details := coalesce(announced -> 'details', '{}'::jsonb);
        perform set_config('app.audit_event', '', true);
      elsif done = 'changed' and field_changes = '[]'::jsonb then
        return null;
      elsif done = 'changed' and tg_argv[0] = 'editor' and exists (
        select from audit_log
        where tenant_id = tenant and entity = tg_table_name and entity_id = record_id and action = 'changed' and event is null
          and user_id is not distinct from actor and occurred_at > now() - interval '5 minutes'
      ) then
        return null;
      end if;
      insert into audit_log (tenant_id, user_id, entity, entity_id, action, event, details, changes)
        values (tenant, actor, tg_table_name, record_id, done, named, named_details, field_changes);
      return null;
    end $$;

    drop trigger audit_row_change on floors;
    create trigger audit_row_change after insert or update or delete on floors
      for each row execute function audit_row_change('editor');
  `.execute(db);
}
