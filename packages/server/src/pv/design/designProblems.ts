import { checkPvDesign, designElectrical, type CheckResult, type Inverter, type PvDesignContent, type PvModule } from '@planner/api/pv';
import type { TenantTransaction } from '../../db/scopes';
import { inverterKind, pvModuleKind } from '../partKinds';
import { findPartsOfKind } from '../partRepository';
import { findDesign } from './repository';
import { findPvDesignSettings } from './settings';

/**
 * The errors of the quote's PV design by the same check, with the company's settings, the editor shows (ADR 0014); a quote
 * whose design has any cannot be finalized. None without a design.
 */
export async function pvDesignErrors(trx: TenantTransaction, tenantId: string, configurationId: string): Promise<string[]> {
  const { content } = await findDesign(trx, tenantId, configurationId);
  return (await pvDesignCheck(trx, tenantId, content)).filter((result) => result.severity === 'error').map((result) => result.message);
}

/** Every result of the electrical check of a design with the company's parts and settings; none for an empty design. */
export async function pvDesignCheck(trx: TenantTransaction, tenantId: string, content: PvDesignContent): Promise<CheckResult[]> {
  if (content.faces.length === 0 && content.inverters.length === 0) return [];
  const [module] = content.moduleId ? await findPartsOfKind(trx, tenantId, 'pv-module', [content.moduleId]) : [];
  const inverters = await findPartsOfKind(trx, tenantId, 'inverter', content.inverters.map((entry) => entry.inverterId));
  const electrical = designElectrical(
    module ? (pvModuleKind.toPart(module) as PvModule) : null,
    inverters.map((row) => inverterKind.toPart(row) as Inverter),
  );
  return checkPvDesign(content, electrical, await findPvDesignSettings(trx, tenantId));
}
