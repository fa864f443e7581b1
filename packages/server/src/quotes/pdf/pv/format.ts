import { formatFigure, formatWithUnit, mppInputLetter, type PvQuoteSnapshot } from '@planner/api/pv';

export { formatFigure, formatWithUnit };

const DIRECTIONS = ['Nord', 'Nordost', 'Ost', 'Südost', 'Süd', 'Südwest', 'West', 'Nordwest'];

/** 'Süd (180°)': the compass direction a face looks to, by its azimuth. */
export function directionText(azimuth: number): string {
  const name = DIRECTIONS[Math.round((((azimuth % 360) + 360) % 360) / 45) % 8] as string;
  return `${name} (${formatFigure(azimuth)}°)`;
}

export const kwpText = (kwp: number) => formatWithUnit(kwp, 'kWp', 2);
export const kwhText = (kwh: number) => formatWithUnit(kwh, 'kWh');
export const metresText = (metres: number) => formatWithUnit(metres, 'm', 2);
export const moduleCountText = (count: number) => (count === 1 ? '1 Modul' : `${formatFigure(count)} Module`);
export const partTitle = (part: { name: string; manufacturer: string }) =>
  part.manufacturer && !part.name.startsWith(part.manufacturer) ? `${part.manufacturer} ${part.name}` : part.name;

const INVERTER_TYPE_NAMES = {
  StandardInverter: 'Wechselrichter',
  HybridInverter: 'Hybrid-Wechselrichter',
  BatteryInverter: 'Batterie-Wechselrichter',
} as const;

export const inverterTypeName = (type: keyof typeof INVERTER_TYPE_NAMES) => INVERTER_TYPE_NAMES[type];

/** One string of the design with the name the string plan, the roof pictures and the check use ('A1'). */
export interface NamedString {
  id: string;
  /** 'A1', or 'WR 2 · A1' when the system has more than one inverter. */
  label: string;
  /** 1-based number of the design's inverter. */
  inverterNumber: number;
  inverterRef: string;
  inputIndex: number;
  moduleIds: string[];
  color: string;
}

/** Strong, distinguishable colours that stay readable when printed in grey. */
const STRING_COLORS = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd', '#ff7f0e', '#8c564b', '#e377c2', '#17becf', '#7f7f7f', '#bcbd22'];

/**
 * The design's strings named as the check names them: per MPP input the letter and the string's
 * number on that input, in the design's order; coloured in turn.
 */
export function namedStrings(snapshot: Pick<PvQuoteSnapshot, 'design'>): NamedString[] {
  const { inverters, strings } = snapshot.design;
  const perInput = new Map<string, number>();
  return strings.map((string, index) => {
    const key = `${string.inverterRef}\u0000${string.inputIndex}`;
    const number = (perInput.get(key) ?? 0) + 1;
    perInput.set(key, number);
    const inverterNumber = inverters.findIndex((inverter) => inverter.id === string.inverterRef) + 1;
    const name = `${mppInputLetter(string.inputIndex)}${number}`;
    return {
      id: string.id,
      label: inverters.length > 1 ? `WR ${inverterNumber} · ${name}` : name,
      inverterNumber,
      inverterRef: string.inverterRef,
      inputIndex: string.inputIndex,
      moduleIds: string.moduleIds,
      color: STRING_COLORS[index % STRING_COLORS.length] as string,
    };
  });
}
