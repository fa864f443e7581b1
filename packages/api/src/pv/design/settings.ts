import * as v from 'valibot';
import { endpoint, inEnvironment } from '@planner/api';
import { DEFAULT_DC_AC_RATIO_BAND, DEFAULT_MAX_CELL_TEMPERATURE, DEFAULT_MIN_CELL_TEMPERATURE } from './electrical';
import { MSG_PV_EDGE_CLEARANCE, type PvDesignSettings } from './schemas';

/** The edge clearance a new roof face starts with, in metres (ADR 0023). */
export const DEFAULT_EDGE_CLEARANCE = 0.3;

/** What a company's designs start from and are checked with before it changes anything (ADR 0014, 0023). */
export const DEFAULT_PV_DESIGN_SETTINGS: PvDesignSettings = {
  edgeClearance: DEFAULT_EDGE_CLEARANCE,
  minCellTemperature: DEFAULT_MIN_CELL_TEMPERATURE,
  maxCellTemperature: DEFAULT_MAX_CELL_TEMPERATURE,
  dcAcRatioMin: DEFAULT_DC_AC_RATIO_BAND.min,
  dcAcRatioMax: DEFAULT_DC_AC_RATIO_BAND.max,
};

/** Cell temperatures a module is rated for: the IEC 61215 thermal cycling range (ADR 0023). */
export const PV_CELL_TEMPERATURE_RANGE = { min: -40, max: 85 } as const;
/** STC cell temperature: the coldest design temperature lies at or below it, the hottest at or above. */
const STC = 25;
/** DC/AC ratios a band may span (ADR 0023). */
export const PV_DC_AC_RATIO_RANGE = { min: 0.5, max: 2 } as const;

export const MSG_PV_MIN_CELL_TEMPERATURE = `Die niedrigste Zelltemperatur muss zwischen ${PV_CELL_TEMPERATURE_RANGE.min} °C und ${STC} °C liegen.`;
export const MSG_PV_MAX_CELL_TEMPERATURE = `Die höchste Zelltemperatur muss zwischen ${STC} °C und ${PV_CELL_TEMPERATURE_RANGE.max} °C liegen.`;
export const MSG_PV_CELL_TEMPERATURE_ORDER = 'Die höchste Zelltemperatur muss über der niedrigsten liegen.';
export const MSG_PV_DC_AC_RATIO = 'Das DC/AC-Verhältnis muss zwischen 0,5 und 2 liegen.';
export const MSG_PV_DC_AC_RATIO_ORDER = 'Die Obergrenze des DC/AC-Verhältnisses muss über der Untergrenze liegen.';

const number = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.finite(message), v.minValue(min, message), v.maxValue(max, message));

/** The company's PV design settings as an owner saves them. */
export const PvDesignSettingsSchema = v.pipe(
  v.object({
    edgeClearance: number(0, 5, MSG_PV_EDGE_CLEARANCE),
    minCellTemperature: number(PV_CELL_TEMPERATURE_RANGE.min, STC, MSG_PV_MIN_CELL_TEMPERATURE),
    maxCellTemperature: number(STC, PV_CELL_TEMPERATURE_RANGE.max, MSG_PV_MAX_CELL_TEMPERATURE),
    dcAcRatioMin: number(PV_DC_AC_RATIO_RANGE.min, PV_DC_AC_RATIO_RANGE.max, MSG_PV_DC_AC_RATIO),
    dcAcRatioMax: number(PV_DC_AC_RATIO_RANGE.min, PV_DC_AC_RATIO_RANGE.max, MSG_PV_DC_AC_RATIO),
  }),
  v.forward(
    v.check((settings) => settings.maxCellTemperature > settings.minCellTemperature, MSG_PV_CELL_TEMPERATURE_ORDER),
    ['maxCellTemperature'],
  ),
  v.forward(v.check((settings) => settings.dcAcRatioMax > settings.dcAcRatioMin, MSG_PV_DC_AC_RATIO_ORDER), ['dcAcRatioMax']),
);

export const pvDesignSettingsEndpoints = inEnvironment('PvPlanner', {
  /** The company's settings; the defaults until an owner changes them. */
  get: endpoint<PvDesignSettings>()({ method: 'GET', path: '/api/pv/design-settings' }),
  /** Only owners change them; every design's check uses them from the next read on. */
  put: endpoint<PvDesignSettings>()({
    method: 'PUT',
    permission: 'manageCompany',
    path: '/api/pv/design-settings',
    body: PvDesignSettingsSchema,
  }),
});
