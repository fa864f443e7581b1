import { sql } from 'kysely';
import type { TenantTransaction } from '../../db/scopes';

/** Where a part is used: the first saved design naming it (by project and quote) and how many do. */
export interface PartUse {
  project: string;
  configuration: string;
  designs: number;
}

/**
 * The saved PV designs of the tenant that name the part as module, roof covering, inverter,
 * battery storage, wallbox or heater rod; `undefined` when none does.
 */
export async function findPartUse(trx: TenantTransaction, tenantId: string, partId: string): Promise<PartUse | undefined> {
  const asArrayOf = (key: string) => sql`jsonb_build_array(jsonb_build_object(${sql.lit(key)}, ${partId}::text))`;
  const result = await sql<{ project: string; configuration: string; designs: string | number }>`
    select p.name as project, c.name as configuration, count(*) over () as designs
    from pv_designs d
    join configurations c on c.tenant_id = d.tenant_id and c.id = d.configuration_id
    join projects p on p.tenant_id = c.tenant_id and p.id = c.project_id
    where d.tenant_id = ${tenantId}
      and (
        d.design ->> 'moduleId' = ${partId}::text
        or d.design ->> 'batteryId' = ${partId}::text
        or d.design ->> 'wallboxId' = ${partId}::text
        or d.design ->> 'heaterRodId' = ${partId}::text
        or d.design -> 'faces' @> ${asArrayOf('roofCoveringId')}
        or d.design -> 'inverters' @> ${asArrayOf('inverterId')}
      )
    order by lower(p.name), lower(c.name)
    limit 1
  `.execute(trx);
  const row = result.rows[0];
  return row && { project: row.project, configuration: row.configuration, designs: Number(row.designs) };
}

/** How a message names a kind of part: 'Das PV-Modul' (neuter), 'Der Heizstab' (masculine), 'Die Wallbox' (feminine). */
export interface PartNoun {
  noun: string;
  gender: 'n' | 'm' | 'f';
}

const PRONOUNS = { n: ['es', 'es'], m: ['er', 'ihn'], f: ['sie', 'sie'] } as const;

/**
 * 'Das PV-Modul kann nicht gelöscht werden, da es im PV-Design des Angebots „Angebot 1“ im Projekt
 * „Weber, Stuttgart“ verwendet wird. …', with the number of further designs when there are more.
 */
export function partInUseMessage({ noun, gender }: PartNoun, use: PartUse): string {
  const [subject, object] = PRONOUNS[gender];
  const others = use.designs - 1;
  const more = others === 0 ? '' : others === 1 ? ' und in einem weiteren PV-Design' : ` und in ${others} weiteren PV-Designs`;
  return (
    `${noun} kann nicht gelöscht werden, da ${subject} im PV-Design des Angebots „${use.configuration}“ im Projekt ` +
    `„${use.project}“${more} verwendet wird. Entfernen Sie ${object} dort zuerst aus dem Design.`
  );
}
