import { type StringOrientation, sameOrientation } from './check';
import {
  type CellTemperatures,
  type InverterElectrical,
  isPvInverter,
  type MppInputElectrical,
  mppVoltageCoefficient,
  type PvModuleElectrical,
  voltageAtTemperature,
} from './electrical';

export interface StringModule extends StringOrientation {
  id: string;
  faceId: string;
}

export interface ProposeStringsInput {
  /** In the order the modules should be wired (e.g. row by row per face). */
  modules: StringModule[];
  module: PvModuleElectrical;
  inverters: { id: string; inverter: InverterElectrical }[];
  temperatures: CellTemperatures;
}

export interface ProposedString {
  inverterId: string;
  inputIndex: number;
  moduleIds: string[];
}

const EPS = 1e-9;

/**
 * The string lengths (modules in series) an inverter takes: at most as many as keep the open-circuit
 * voltage at the lowest cell temperature within the maximum DC input voltage (hard), preferably no
 * more than keep the MPP voltage at the lowest temperature within the MPP range, and at least as many
 * as keep the MPP voltage at the highest temperature above the MPP range's lower end.
 */
export function stringLengthWindow(module: PvModuleElectrical, inverter: InverterElectrical, temperatures: CellTemperatures) {
  let max = Infinity;
  if (inverter.maxDcInputVoltage !== null) {
    const coldVoc = voltageAtTemperature(module.offLoadVoltage, module.tempCoeffVoc ?? 0, temperatures.min);
    if (coldVoc > 0) max = Math.floor(inverter.maxDcInputVoltage / coldVoc + EPS);
  }
  let min = 1;
  const coefficient = mppVoltageCoefficient(module);
  if (module.mppVoltage !== null && coefficient !== null) {
    const hotVmpp = voltageAtTemperature(module.mppVoltage, coefficient, temperatures.max);
    const coldVmpp = voltageAtTemperature(module.mppVoltage, coefficient, temperatures.min);
    if (inverter.mppVoltageMin !== null && hotVmpp > 0) min = Math.max(1, Math.ceil(inverter.mppVoltageMin / hotVmpp - EPS));
    if (inverter.mppVoltageMax !== null && coldVmpp > 0) {
      const withinMpp = Math.floor(inverter.mppVoltageMax / coldVmpp + EPS);
      if (withinMpp >= min) max = Math.min(max, withinMpp);
    }
  }
  return { min: Math.min(min, max), max };
}

/** How many strings may run in parallel on the input: its connectors, and its current limit. */
function parallelStrings(input: MppInputElectrical, module: PvModuleElectrical): number {
  const limit = input.maxShortCircuitCurrent ?? input.maxInputCurrent;
  if (limit === null || module.shortCircuitCurrent <= 0) return input.stringCount;
  return Math.min(input.stringCount, Math.floor(limit / module.shortCircuitCurrent + EPS));
}

interface FreeInput {
  inverterId: string;
  inputIndex: number;
  window: { min: number; max: number };
  parallel: number;
}

const capacity = (input: FreeInput) => input.parallel * input.window.max;

/** The string count and length that use most of `available` modules (fewer, longer strings on a tie). */
function bestLayout(input: FreeInput, available: number): { strings: number; length: number } | null {
  let best: { strings: number; length: number } | null = null;
  for (let strings = 1; strings <= input.parallel; strings++) {
    const length = Math.min(input.window.max, Math.floor(available / strings));
    if (length < input.window.min || length < 1) continue;
    if (!best || strings * length > best.strings * best.length) best = { strings, length };
  }
  return best;
}

/**
 * Assigns modules to strings and strings to MPP inputs: modules of one orientation share an input,
 * the strings on an input are equally long and within the voltage window, and no input carries more
 * strings than its connectors and current limit allow. Modules that fit nowhere stay unassigned.
 */
export function proposeStrings(input: ProposeStringsInput): ProposedString[] {
  const { module, temperatures } = input;
  const free: FreeInput[] = [];
  for (const { id, inverter } of input.inverters) {
    if (!isPvInverter(inverter)) continue;
    const window = stringLengthWindow(module, inverter, temperatures);
    for (const mppInput of inverter.mppInputs) {
      const parallel = parallelStrings(mppInput, module);
      if (parallel > 0 && window.max >= 1) free.push({ inverterId: id, inputIndex: mppInput.inputIndex, window, parallel });
    }
  }

  const groups: { orientation: StringOrientation; moduleIds: string[] }[] = [];
  for (const candidate of input.modules) {
    const group = groups.find((known) => sameOrientation(known.orientation, candidate));
    if (group) group.moduleIds.push(candidate.id);
    else groups.push({ orientation: candidate, moduleIds: [candidate.id] });
  }
  groups.sort((a, b) => b.moduleIds.length - a.moduleIds.length);

  const proposal: ProposedString[] = [];
  for (const group of groups) {
    let remaining = group.moduleIds;
    while (remaining.length > 0 && free.length > 0) {
      // Spread a group that needs several inputs evenly over them instead of filling the first one.
      const byCapacity = [...free].sort((a, b) => capacity(b) - capacity(a));
      let inputsNeeded = 0;
      for (let covered = 0; inputsNeeded < byCapacity.length && covered < remaining.length; inputsNeeded++) {
        covered += capacity(byCapacity[inputsNeeded]!);
      }
      const share = Math.ceil(remaining.length / Math.max(1, inputsNeeded));

      let chosen: { input: FreeInput; layout: { strings: number; length: number } } | null = null;
      for (const candidate of free) {
        const layout = bestLayout(candidate, share) ?? bestLayout(candidate, remaining.length);
        if (layout && (!chosen || layout.strings * layout.length > chosen.layout.strings * chosen.layout.length)) {
          chosen = { input: candidate, layout };
        }
      }
      if (!chosen) break;
      free.splice(free.indexOf(chosen.input), 1);
      for (let string = 0; string < chosen.layout.strings; string++) {
        proposal.push({
          inverterId: chosen.input.inverterId,
          inputIndex: chosen.input.inputIndex,
          moduleIds: remaining.slice(string * chosen.layout.length, (string + 1) * chosen.layout.length),
        });
      }
      remaining = remaining.slice(chosen.layout.strings * chosen.layout.length);
    }
  }

  const inverterOrder = input.inverters.map((inverter) => inverter.id);
  return proposal.sort(
    (a, b) => inverterOrder.indexOf(a.inverterId) - inverterOrder.indexOf(b.inverterId) || a.inputIndex - b.inputIndex,
  );
}
