import type { PvDesignContent } from '@planner/api/pv';
import type { TenantTransaction } from '../../db/scopes';
import { invalidField } from '../../http/errors';
import type { PvPartKind } from '../tables';

const MSG_UNKNOWN_PART = 'Unbekanntes Teil.';
const MSG_UNKNOWN_MPP_INPUT = 'Der Wechselrichter hat keinen solchen MPP-Eingang.';

/** Each reference of the design into the PV master data, with the kinds of part it may name. */
function referencesOf(design: PvDesignContent): { path: string; id: string; kinds: readonly PvPartKind[] }[] {
  const references: { path: string; id: string | null; kinds: readonly PvPartKind[] }[] = [
    { path: 'moduleId', id: design.moduleId, kinds: ['pv-module'] },
    ...design.faces.map((face, index) => ({
      path: `faces.${index}.roofCoveringId`,
      id: face.roofCoveringId,
      kinds: ['roof-tile', 'metal-roof-tile'] as const,
    })),
    ...design.inverters.map((inverter, index) => ({ path: `inverters.${index}.inverterId`, id: inverter.inverterId, kinds: ['inverter'] as const })),
    { path: 'batteryId', id: design.batteryId, kinds: ['battery-storage'] },
    { path: 'wallboxId', id: design.wallboxId, kinds: ['wallbox'] },
    { path: 'heaterRodId', id: design.heaterRodId, kinds: ['heater-rod'] },
  ];
  return references.filter((reference): reference is { path: string; id: string; kinds: readonly PvPartKind[] } => reference.id !== null);
}

/**
 * Refuses with 400 a design naming a part the company does not have, a part of another kind, or
 * an MPP input its inverter lacks. Two queries, whatever the design's size.
 */
export async function assertKnownParts(trx: TenantTransaction, tenantId: string, design: PvDesignContent): Promise<void> {
  const references = referencesOf(design);
  const ids = [...new Set(references.map((reference) => reference.id))];
  const kinds = new Map<string, PvPartKind>();
  if (ids.length > 0) {
    const rows = await trx.selectFrom('pv_components').select(['id', 'kind']).where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
    for (const row of rows) kinds.set(row.id, row.kind);
  }
  for (const reference of references) {
    const kind = kinds.get(reference.id);
    if (!kind || !reference.kinds.includes(kind)) throw invalidField(reference.path, MSG_UNKNOWN_PART);
  }

  const inverterIds = [...new Set(design.inverters.map((inverter) => inverter.inverterId))];
  if (design.strings.length === 0 || inverterIds.length === 0) return;
  const inputCounts = new Map(
    (
      await trx
        .selectFrom('pv_inverter_mpp_inputs')
        .select((eb) => ['inverter_id', eb.fn.countAll<number>().as('inputs')])
        .where('tenant_id', '=', tenantId)
        .where('inverter_id', 'in', inverterIds)
        .groupBy('inverter_id')
        .execute()
    ).map((row) => [row.inverter_id, Number(row.inputs)]),
  );
  const inverterOf = new Map(design.inverters.map((inverter) => [inverter.id, inverter.inverterId]));
  design.strings.forEach((string, index) => {
    const inputs = inputCounts.get(inverterOf.get(string.inverterRef) ?? '') ?? 0;
    if (string.inputIndex >= inputs) throw invalidField(`strings.${index}.inputIndex`, MSG_UNKNOWN_MPP_INPUT);
  });
}
