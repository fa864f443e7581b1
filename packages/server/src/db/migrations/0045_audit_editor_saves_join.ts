import { sql, type Kysely } from 'kysely';

/*
 * Joined audit entries are only the floor editor's saves of its drawing. Until now any change of
 * a floor within five minutes of an earlier one by the same user was dropped, so renaming a floor
 * or changing its plan picture right after drawing left no trace. Now a change joins the latest
 * entry of its floor only when both touch nothing but the editor's document (`plan_document`),
 * the entry is a plain change (no named event) by the same user and at most five minutes old;
 * every other change is an entry of its own. The document's version counter is bookkeeping like
 * the other version counters, not a changed field, and a changed drawing is named once as the
 * field `plan_document` rather than by the editor's inner keys.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function audit_only_plan_document(changes jsonb) returns boolean language sql immutable as $$
      select changes = '[{"field": "plan_document"}]'::jsonb
    $$;

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
        if tg_argv[0] = 'editor' then
          before := before - 'plan_document_version';
          after := after - 'plan_document_version';
        end if;
        field_changes := audit_field_changes(before, after, '',
          tg_table_name not in ('customers', 'jobsites', 'contact_persons', 'property_developers', 'users', 'invitations'));
        if tg_argv[0] = 'editor' then
          select coalesce(jsonb_agg(change order by change ->> 'field'), '[]'::jsonb) into field_changes from (
            select change from jsonb_array_elements(field_changes) as change where change ->> 'field' not like 'plan_document.%'
            union all
            select jsonb_build_object('field', 'plan_document')
            where exists (select from jsonb_array_elements(field_changes) as change where change ->> 'field' like 'plan_document.%')
          ) as changes;
        end if;
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
      elsif done = 'changed' and tg_argv[0] = 'editor' and audit_only_plan_document(field_changes) and exists (
        select from (
          select action, event, user_id, occurred_at, changes from audit_log
          where tenant_id = tenant and entity = tg_table_name and entity_id = record_id
          order by occurred_at desc, id desc limit 1
        ) as latest
        where latest.action = 'changed' and latest.event is null and latest.user_id is not distinct from actor
          and latest.occurred_at > now() - interval '5 minutes' and audit_only_plan_document(latest.changes)
      ) then
        return null;
      end if;
      insert into audit_log (tenant_id, user_id, entity, entity_id, action, event, details, changes)
        values (tenant, actor, tg_table_name, record_id, done, named, named_details, field_changes);
      return null;
    end $$;
  `.execute(db);
}
