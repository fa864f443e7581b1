import {
  pvDesignProspect,
  type BatteryStorage,
  type Inverter,
  type PvModule,
  type PvSnapshotPart,
  type QuotePvPages,
} from '@planner/api/pv';
import type { QuotePvPart } from '@planner/api';
import type { TenantTransaction } from '../../db/scopes';
import type { BlobStore } from '../../storage/blobStore';
import { findPvEconomicsSettings } from '../design/economicsSettings';
import { findPvDesignSettings } from '../design/settings';
import { batteryStorageKind, inverterKind, pvModuleKind } from '../partKinds';
import { findPartsOfKind, type PartRow } from '../partRepository';

export interface PvPagesContext {
  /** The jobsite's postcode. */
  postcode: string | null;
  /** The finalizing German day: its electricity price and feed-in tariff count. */
  day: string;
  /** The quote's net total, the investment the payback is computed from. */
  investmentCents: number;
}

/**
 * The part as the PV pages name it, with a copy of its data sheet taken now: master data may replace
 * or delete the file later (and then delete its blob), the quote keeps the one it was finalized with.
 */
async function frozenPart(trx: TenantTransaction, tenantId: string, blobs: BlobStore, row: PartRow): Promise<PvSnapshotPart> {
  const copy = row.dataSheet && (await blobs.copy(trx, tenantId, row.dataSheet.blobId));
  return {
    id: row.id,
    name: row.name,
    manufacturer: row.manufacturer?.name ?? '',
    dataSheet: row.dataSheet && copy ? { blobId: copy, fileName: row.dataSheet.fileName } : null,
  };
}

/**
 * Everything the PV pages of the quote print besides design and check (ADR 0030), as of finalizing:
 * the parts' key figures and data sheets, the design settings, the forecast and the economics by
 * the design page's own function with the company's settings of the day. Null when the design has
 * no module or no forecast can be made (no jobsite postcode).
 */
export async function freezePvPages(
  trx: TenantTransaction,
  tenantId: string,
  blobs: BlobStore,
  pv: QuotePvPart,
  context: PvPagesContext,
): Promise<QuotePvPages | null> {
  const { design } = pv;
  const [moduleRow] = design.moduleId ? await findPartsOfKind(trx, tenantId, 'pv-module', [design.moduleId]) : [];
  if (!moduleRow) return null;
  const module = pvModuleKind.toPart(moduleRow) as PvModule;
  const [batteryRow] = design.batteryId ? await findPartsOfKind(trx, tenantId, 'battery-storage', [design.batteryId]) : [];
  const batteryKwh = batteryRow ? ((batteryStorageKind.toPart(batteryRow) as BatteryStorage).usableCapacity ?? 0) : 0;
  const settings = await findPvEconomicsSettings(trx, tenantId);
  const prospect = pvDesignProspect({
    design,
    modulePowerRating: module.powerRating,
    batteryKwh,
    settings,
    postcode: context.postcode,
    day: context.day,
    investmentCents: context.investmentCents,
  });
  if (!prospect.forecast) return null;

  const inverterRows = await findPartsOfKind(trx, tenantId, 'inverter', design.inverters.map((entry) => entry.inverterId));
  const [wallboxRow] = design.wallboxId ? await findPartsOfKind(trx, tenantId, 'wallbox', [design.wallboxId]) : [];
  const [heaterRodRow] = design.heaterRodId ? await findPartsOfKind(trx, tenantId, 'heater-rod', [design.heaterRodId]) : [];
  const part = (row: PartRow) => frozenPart(trx, tenantId, blobs, row);

  const inverters: Record<string, QuotePvPages['inverters'][string]> = {};
  for (const row of inverterRows) {
    const inverter = inverterKind.toPart(row) as Inverter;
    inverters[row.id] = { ...(await part(row)), type: inverter.type, acNominalPower: 'acNominalPower' in inverter ? inverter.acNominalPower : null };
  }
  const { faces, total } = prospect.forecast;
  return {
    module: { ...(await part(moduleRow)), powerRating: module.powerRating, size: module.size },
    inverters,
    battery: batteryRow ? { ...(await part(batteryRow)), usableCapacityKwh: batteryKwh } : null,
    wallbox: wallboxRow ? await part(wallboxRow) : null,
    heaterRod: heaterRodRow ? await part(heaterRodRow) : null,
    settings: await findPvDesignSettings(trx, tenantId),
    forecast: {
      postcode: context.postcode?.trim() ?? '',
      systemLosses: settings.systemLossesPercent / 100,
      result: { faces: faces.map(({ id, kwhPerYear, kwhPerMonth, specificYield }) => ({ id, kwhPerYear, kwhPerMonth, specificYield })), total },
    },
    economics: prospect.economics,
  };
}

/** The blobs of the data sheet copies the frozen PV pages name: they belong to the quote's document (ADR 0030). */
export function dataSheetCopies(pages: QuotePvPages | null | undefined): string[] {
  if (!pages) return [];
  const parts: (PvSnapshotPart | null)[] = [pages.module, ...Object.values(pages.inverters), pages.battery, pages.wallbox, pages.heaterRod];
  return parts.flatMap((part) => (part?.dataSheet ? [part.dataSheet.blobId] : []));
}
