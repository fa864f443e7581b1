import { mppInputLetter } from '../schemas';
import {
  type CellTemperatures,
  type InverterElectrical,
  isPvInverter,
  type MppInputElectrical,
  mppVoltageCoefficient,
  type PvModuleElectrical,
  STC_CELL_TEMPERATURE,
  voltageAtTemperature,
} from './electrical';
import { decimalsToTellApart, formatFigure, formatTemperature, formatWithUnit } from './format';

export type CheckSeverity = 'error' | 'warning';

export interface CheckResult {
  severity: CheckSeverity;
  /** Stable identifier of the kind of finding. */
  code: string;
  /** German, with the figures that led to the finding. */
  message: string;
  inverterId?: string;
  inputIndex?: number;
}

export interface StringOrientation {
  /** Degrees from horizontal. */
  tilt: number;
  /** Compass degrees, 180 = south. */
  azimuth: number;
}

export interface CheckDesignInput {
  module: PvModuleElectrical | null;
  inverters: { id: string; name: string; inverter: InverterElectrical }[];
  strings: { inverterId: string; inputIndex: number; modules: StringOrientation[] }[];
  unassignedModuleCount: number;
  totalModuleCount: number;
  temperatures: CellTemperatures;
  dcAcRatioBand: { min: number; max: number };
}

/** Tilt and azimuth that differ by less than this count as one orientation. */
export const SAME_ORIENTATION_TOLERANCE_DEGREES = 1;

export const sameOrientation = (a: StringOrientation, b: StringOrientation) =>
  Math.abs(a.tilt - b.tilt) < SAME_ORIENTATION_TOLERANCE_DEGREES &&
  Math.abs(((a.azimuth - b.azimuth + 540) % 360) - 180) < SAME_ORIENTATION_TOLERANCE_DEGREES;

const describeOrientation = (orientation: StringOrientation) =>
  `Neigung ${formatFigure(orientation.tilt)}°/Azimut ${formatFigure(orientation.azimuth)}°`;

const quoted = (name: string) => `„${name}“`;
const moduleCount = (count: number) => (count === 1 ? '1 Modul' : `${count} Module`);

interface InputGroup {
  inverterId: string;
  inverterName: string;
  inverter: InverterElectrical;
  input: MppInputElectrical;
  strings: StringOrientation[][];
}

/**
 * The electrical check of a PV design against the inverters' limits (formulas and sources: ADR 0014).
 * Errors block finalising; warnings name what the planner should look at, including every value the
 * check needs that the master data leaves unknown.
 */
export function checkDesign(input: CheckDesignInput): CheckResult[] {
  const results: CheckResult[] = [];
  const { module, temperatures } = input;
  const minTemperature = formatTemperature(temperatures.min);
  const maxTemperature = formatTemperature(temperatures.max);

  if (input.unassignedModuleCount > 0) {
    results.push({
      severity: 'warning',
      code: 'unassigned-modules',
      message: `${input.unassignedModuleCount} von ${input.totalModuleCount} ${input.totalModuleCount === 1 ? 'Modul' : 'Modulen'} ${
        input.unassignedModuleCount === 1 ? 'ist' : 'sind'
      } keinem String zugeordnet.`,
    });
  }

  const groups = new Map<string, InputGroup>();
  for (const string of input.strings) {
    const owner = input.inverters.find((candidate) => candidate.id === string.inverterId);
    const mppInput = owner?.inverter.mppInputs.find((candidate) => candidate.inputIndex === string.inputIndex);
    if (!owner || !mppInput) {
      results.push({
        severity: 'error',
        code: 'unknown-input',
        message: owner
          ? `Der Wechselrichter ${quoted(owner.name)} hat keinen MPP-Eingang ${mppInputLetter(string.inputIndex)}.`
          : 'Ein String ist einem Wechselrichter zugeordnet, der nicht zur Anlage gehört.',
        inverterId: string.inverterId,
        inputIndex: string.inputIndex,
      });
      continue;
    }
    const key = `${owner.id}\u0000${mppInput.inputIndex}`;
    const group = groups.get(key) ?? {
      inverterId: owner.id,
      inverterName: owner.name,
      inverter: owner.inverter,
      input: mppInput,
      strings: [],
    };
    group.strings.push(string.modules);
    groups.set(key, group);
  }

  if (!module) {
    if (input.totalModuleCount > 0 || groups.size > 0) {
      results.push({ severity: 'warning', code: 'module-missing', message: 'Es ist kein Modultyp gewählt, die Strings können nicht geprüft werden.' });
    }
    return ordered(results);
  }

  const usedInverterIds = new Set([...groups.values()].map((group) => group.inverterId));
  const vmppCoefficient = mppVoltageCoefficient(module);
  if (groups.size > 0) results.push(...unknownModuleValues(module, minTemperature));

  for (const owner of input.inverters) {
    if (!usedInverterIds.has(owner.id)) continue;
    const usedInputs = new Set([...groups.values()].filter((group) => group.inverterId === owner.id).map((group) => group.input.inputIndex));
    results.push(...unknownInverterValues(owner.id, owner.name, owner.inverter, usedInputs));
  }

  for (const group of groups.values()) {
    const where = { inverterId: group.inverterId, inputIndex: group.input.inputIndex };
    const letter = mppInputLetter(group.input.inputIndex);
    const inputName = `MPP-Eingang ${letter} am Wechselrichter ${quoted(group.inverterName)}`;
    const { inverter } = group;

    group.strings.forEach((modules, stringIndex) => {
      const count = modules.length;
      const stringName = `String ${letter}${stringIndex + 1} am Wechselrichter ${quoted(group.inverterName)} (${moduleCount(count)})`;
      if (inverter.maxDcInputVoltage !== null) {
        const limit = inverter.maxDcInputVoltage;
        const coldVoc =
          module.tempCoeffVoc === null
            ? count * module.offLoadVoltage
            : count * voltageAtTemperature(module.offLoadVoltage, module.tempCoeffVoc, temperatures.min);
        if (coldVoc > limit) {
          const decimals = decimalsToTellApart(coldVoc, limit);
          const when = module.tempCoeffVoc === null ? `schon bei ${formatTemperature(STC_CELL_TEMPERATURE)} (Temperaturkoeffizient unbekannt)` : `bei ${minTemperature}`;
          results.push({
            severity: 'error',
            code: 'voc-above-max-dc',
            message: `${stringName}: Leerlaufspannung ${when} ${formatWithUnit(coldVoc, 'V', decimals)} liegt über der maximalen DC-Eingangsspannung ${formatWithUnit(limit, 'V', decimals)}.`,
            ...where,
          });
        }
      }
      if (module.mppVoltage !== null && vmppCoefficient !== null) {
        const hotVmpp = count * voltageAtTemperature(module.mppVoltage, vmppCoefficient, temperatures.max);
        const coldVmpp = count * voltageAtTemperature(module.mppVoltage, vmppCoefficient, temperatures.min);
        if (inverter.mppVoltageMin !== null && hotVmpp < inverter.mppVoltageMin) {
          const decimals = decimalsToTellApart(hotVmpp, inverter.mppVoltageMin);
          results.push({
            severity: 'warning',
            code: 'vmpp-below-mpp-range',
            message: `${stringName}: MPP-Spannung bei ${maxTemperature} ${formatWithUnit(hotVmpp, 'V', decimals)} liegt unter dem MPP-Bereich ab ${formatWithUnit(inverter.mppVoltageMin, 'V', decimals)}.`,
            ...where,
          });
        }
        if (inverter.mppVoltageMax !== null && coldVmpp > inverter.mppVoltageMax) {
          const decimals = decimalsToTellApart(coldVmpp, inverter.mppVoltageMax);
          results.push({
            severity: 'warning',
            code: 'vmpp-above-mpp-range',
            message: `${stringName}: MPP-Spannung bei ${minTemperature} ${formatWithUnit(coldVmpp, 'V', decimals)} liegt über dem MPP-Bereich bis ${formatWithUnit(inverter.mppVoltageMax, 'V', decimals)}.`,
            ...where,
          });
        }
      }
    });

    const stringCount = group.strings.length;
    if (stringCount > group.input.stringCount) {
      results.push({
        severity: 'error',
        code: 'too-many-strings',
        message: `${inputName}: ${stringCount} Strings angeschlossen, der Eingang hat Anschlüsse für ${group.input.stringCount}.`,
        ...where,
      });
    }

    const limit = currentLimit(group.input);
    if (limit) {
      const total = stringCount * module.shortCircuitCurrent;
      if (total > limit.value) {
        const decimals = decimalsToTellApart(total, limit.value, 1);
        const sum = `${stringCount} × ${formatWithUnit(module.shortCircuitCurrent, 'A', 2)} = ${formatWithUnit(total, 'A', decimals)}`;
        results.push({
          severity: 'error',
          code: 'isc-above-input-max',
          message: `${inputName}: Kurzschlussstrom der Strings ${sum} liegt über ${limit.label} ${formatWithUnit(limit.value, 'A', decimals)}.`,
          ...where,
        });
      }
    }

    const lengths = [...new Set(group.strings.map((modules) => modules.length))];
    if (lengths.length > 1) {
      const list = group.strings.map((modules, index) => `${letter}${index + 1}: ${modules.length}`).join(', ');
      results.push({
        severity: 'error',
        code: 'string-lengths-differ',
        message: `${inputName}: Die Strings haben unterschiedlich viele Module (${list}).`,
        ...where,
      });
    }

    const orientations: StringOrientation[] = [];
    for (const orientation of group.strings.flat()) {
      if (!orientations.some((known) => sameOrientation(known, orientation))) orientations.push(orientation);
    }
    if (orientations.length > 1) {
      results.push({
        severity: 'warning',
        code: 'orientations-differ',
        message: `${inputName}: Module mit unterschiedlicher Ausrichtung (${orientations.map(describeOrientation).join(' und ')}) an einem Eingang.`,
        ...where,
      });
    }
  }

  for (const owner of input.inverters) {
    if (!usedInverterIds.has(owner.id) || owner.inverter.acNominalPower === null || owner.inverter.acNominalPower <= 0) continue;
    const modulesOnInverter = [...groups.values()]
      .filter((group) => group.inverterId === owner.id)
      .reduce((sum, group) => sum + group.strings.reduce((s, modules) => s + modules.length, 0), 0);
    const dcPower = modulesOnInverter * module.powerRating;
    const ratio = dcPower / owner.inverter.acNominalPower;
    const band = input.dcAcRatioBand;
    if (ratio < band.min || ratio > band.max) {
      results.push({
        severity: 'warning',
        code: 'dc-ac-ratio',
        message:
          `Wechselrichter ${quoted(owner.name)}: DC/AC-Verhältnis ${formatFigure(ratio, 2)} (${formatWithUnit(dcPower, 'W')} Modulleistung zu ` +
          `${formatWithUnit(owner.inverter.acNominalPower, 'W')} AC-Nennleistung) liegt außerhalb des Bereichs ${formatFigure(band.min, 2)} bis ${formatFigure(band.max, 2)}.`,
        inverterId: owner.id,
      });
    }
  }
  return ordered(results);
}

/** The input's short-circuit limit, or its maximum input current when only that is known. */
function currentLimit(input: MppInputElectrical): { value: number; label: string } | null {
  if (input.maxShortCircuitCurrent !== null) {
    return { value: input.maxShortCircuitCurrent, label: 'dem maximalen Kurzschlussstrom des Eingangs' };
  }
  if (input.maxInputCurrent !== null) {
    return { value: input.maxInputCurrent, label: 'dem maximalen Eingangsstrom des Eingangs (maximaler Kurzschlussstrom unbekannt)' };
  }
  return null;
}

function unknownModuleValues(module: PvModuleElectrical, minTemperature: string): CheckResult[] {
  const unknown = (value: string, consequence: string): CheckResult => ({
    severity: 'warning',
    code: 'unknown-value',
    message: `Modul: ${value} unbekannt – ${consequence}`,
  });
  const results: CheckResult[] = [];
  if (module.tempCoeffVoc === null) {
    results.push(unknown('Temperaturkoeffizient der Leerlaufspannung', `die Leerlaufspannung bei ${minTemperature} kann nicht berechnet werden, geprüft wird nur der Wert bei ${formatTemperature(STC_CELL_TEMPERATURE)}.`));
  }
  if (module.mppVoltage === null) {
    results.push(unknown('MPP-Spannung', 'der MPP-Bereich der Wechselrichter kann nicht geprüft werden.'));
  }
  if (module.tempCoeffPmax === null) {
    results.push(
      unknown(
        'Temperaturkoeffizient der Leistung',
        module.tempCoeffVoc === null
          ? 'die MPP-Spannung bei anderen Temperaturen kann nicht berechnet werden.'
          : 'die MPP-Spannung wird mit dem Temperaturkoeffizienten der Leerlaufspannung gerechnet.',
      ),
    );
  }
  return results;
}

function unknownInverterValues(inverterId: string, name: string, inverter: InverterElectrical, usedInputs: Set<number>): CheckResult[] {
  if (!isPvInverter(inverter)) return [];
  const unknown = (value: string, consequence: string, inputIndex?: number): CheckResult => ({
    severity: 'warning',
    code: 'unknown-value',
    message: `Wechselrichter ${quoted(name)}: ${value} unbekannt – ${consequence}`,
    inverterId,
    ...(inputIndex === undefined ? {} : { inputIndex }),
  });
  const results: CheckResult[] = [];
  if (inverter.maxDcInputVoltage === null) {
    results.push(unknown('maximale DC-Eingangsspannung', 'die Leerlaufspannung der Strings kann nicht geprüft werden.'));
  }
  if (inverter.mppVoltageMin === null) results.push(unknown('untere Grenze des MPP-Bereichs', 'die MPP-Spannung bei Hitze kann nicht geprüft werden.'));
  if (inverter.mppVoltageMax === null) results.push(unknown('obere Grenze des MPP-Bereichs', 'die MPP-Spannung bei Kälte kann nicht geprüft werden.'));
  if (inverter.acNominalPower === null) results.push(unknown('AC-Nennleistung', 'das DC/AC-Verhältnis kann nicht geprüft werden.'));
  for (const input of inverter.mppInputs) {
    if (usedInputs.has(input.inputIndex) && input.maxShortCircuitCurrent === null && input.maxInputCurrent === null) {
      results.push(
        unknown(
          `maximaler Kurzschluss- und Eingangsstrom von MPP-Eingang ${mppInputLetter(input.inputIndex)}`,
          'der Strom der Strings kann nicht geprüft werden.',
          input.inputIndex,
        ),
      );
    }
  }
  return results;
}

/** Errors first, each kind in the order found. */
const ordered = (results: CheckResult[]) => [
  ...results.filter((result) => result.severity === 'error'),
  ...results.filter((result) => result.severity === 'warning'),
];
