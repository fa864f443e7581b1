import { randomUuid } from '@planner/api';
import { checkDesign, type CheckResult } from './check';
import type { Inverter, PvModule } from '../schemas';
import type { InverterElectrical, PvModuleElectrical } from './electrical';
import { toInverterElectrical, toModuleElectrical } from './parts';
import type { PvDesignContent, PvDesignSettings, PvString } from './schemas';
import { proposeStrings } from './strings';

/** The electrical data of the parts a design names, keyed by part id. */
export interface DesignElectrical {
  module: PvModuleElectrical | null;
  inverters: ReadonlyMap<string, { name: string; inverter: InverterElectrical }>;
}

/** The electrical data of the chosen module and of the inverters, from their master data. */
export function designElectrical(module: PvModule | null, inverters: readonly Inverter[]): DesignElectrical {
  return {
    module: module ? toModuleElectrical(module) : null,
    inverters: new Map(inverters.map((part) => [part.id, { name: part.name, inverter: toInverterElectrical(part) }])),
  };
}

const temperaturesOf = (settings: PvDesignSettings) => ({ min: settings.minCellTemperature, max: settings.maxCellTemperature });

/** Modules in wiring order (face by face, row by row) with their face's orientation. */
function orderedModules(design: Pick<PvDesignContent, 'faces'>) {
  return design.faces.flatMap((face) =>
    [...face.modules]
      .sort((a, b) => a.y - b.y || a.x - b.x)
      .map((module) => ({ id: module.id, faceId: face.id, tilt: face.tilt, azimuth: face.azimuth })),
  );
}

/** The electrical check of the design (ADR 0014) with the company's figures; the same in the browser and on finalizing. */
export function checkPvDesign(design: PvDesignContent, electrical: DesignElectrical, settings: PvDesignSettings): CheckResult[] {
  const modules = new Map(orderedModules(design).map((module) => [module.id, module]));
  const strung = new Set(design.strings.flatMap((string) => string.moduleIds));
  const inverters = design.inverters.flatMap((entry) => {
    const found = electrical.inverters.get(entry.inverterId);
    return found ? [{ id: entry.id, name: found.name, inverter: found.inverter }] : [];
  });
  return checkDesign({
    module: design.moduleId ? electrical.module : null,
    inverters,
    strings: design.strings.map((string) => ({
      inverterId: string.inverterRef,
      inputIndex: string.inputIndex,
      modules: string.moduleIds.flatMap((id) => {
        const module = modules.get(id);
        return module ? [{ tilt: module.tilt, azimuth: module.azimuth }] : [];
      }),
    })),
    unassignedModuleCount: modules.size - [...strung].filter((id) => modules.has(id)).length,
    totalModuleCount: modules.size,
    temperatures: temperaturesOf(settings),
    dcAcRatioBand: { min: settings.dcAcRatioMin, max: settings.dcAcRatioMax },
  });
}

/** New strings for every module of the design on the chosen inverters' MPP inputs ('Strings vorschlagen'). */
export function proposeDesignStrings(design: PvDesignContent, electrical: DesignElectrical, settings: PvDesignSettings): PvString[] {
  if (!electrical.module) return [];
  const inverters = design.inverters.flatMap((entry) => {
    const found = electrical.inverters.get(entry.inverterId);
    return found ? [{ id: entry.id, inverter: found.inverter }] : [];
  });
  return proposeStrings({ modules: orderedModules(design), module: electrical.module, inverters, temperatures: temperaturesOf(settings) }).map(
    (string) => ({ id: randomUuid(), inverterRef: string.inverterId, inputIndex: string.inputIndex, moduleIds: string.moduleIds }),
  );
}
