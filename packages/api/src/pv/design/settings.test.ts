import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CELL_TEMPERATURES, DEFAULT_DC_AC_RATIO_BAND } from './electrical';
import {
  DEFAULT_PV_DESIGN_SETTINGS,
  MSG_PV_CELL_TEMPERATURE_ORDER,
  MSG_PV_DC_AC_RATIO,
  MSG_PV_DC_AC_RATIO_ORDER,
  MSG_PV_MAX_CELL_TEMPERATURE,
  MSG_PV_MIN_CELL_TEMPERATURE,
  PvDesignSettingsSchema,
} from './settings';

const issuesOf = (input: unknown) =>
  (v.safeParse(PvDesignSettingsSchema, input).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]);

describe('the PV design settings', () => {
  it('default to the design temperatures and DC/AC band of ADR 0014 and a 0.3 m edge clearance', () => {
    expect(DEFAULT_PV_DESIGN_SETTINGS).toEqual({
      edgeClearance: 0.3,
      minCellTemperature: DEFAULT_CELL_TEMPERATURES.min,
      maxCellTemperature: DEFAULT_CELL_TEMPERATURES.max,
      dcAcRatioMin: DEFAULT_DC_AC_RATIO_BAND.min,
      dcAcRatioMax: DEFAULT_DC_AC_RATIO_BAND.max,
    });
    expect(issuesOf(DEFAULT_PV_DESIGN_SETTINGS)).toEqual([]);
  });

  it.each([
    ['the coldest rated cell temperature of IEC 61215, −40 °C', { minCellTemperature: -40 }, []],
    ['below it', { minCellTemperature: -40.5 }, [['minCellTemperature', MSG_PV_MIN_CELL_TEMPERATURE]]],
    ['a lowest temperature above STC', { minCellTemperature: 26 }, [['minCellTemperature', MSG_PV_MIN_CELL_TEMPERATURE]]],
    ['the hottest rated cell temperature, 85 °C', { maxCellTemperature: 85 }, []],
    ['above it', { maxCellTemperature: 90 }, [['maxCellTemperature', MSG_PV_MAX_CELL_TEMPERATURE]]],
    ['both at STC', { minCellTemperature: 25, maxCellTemperature: 25 }, [['maxCellTemperature', MSG_PV_CELL_TEMPERATURE_ORDER]]],
    ['a band of 0.5 to 2', { dcAcRatioMin: 0.5, dcAcRatioMax: 2 }, []],
    ['a ratio above 2', { dcAcRatioMax: 2.1 }, [['dcAcRatioMax', MSG_PV_DC_AC_RATIO]]],
    ['a band upside down', { dcAcRatioMin: 1.3, dcAcRatioMax: 0.8 }, [['dcAcRatioMax', MSG_PV_DC_AC_RATIO_ORDER]]],
    ['an empty band', { dcAcRatioMin: 1, dcAcRatioMax: 1 }, [['dcAcRatioMax', MSG_PV_DC_AC_RATIO_ORDER]]],
    ['no number', { edgeClearance: Number.NaN }, [['edgeClearance', 'Der Randabstand muss zwischen 0 und 5 m liegen.']]],
  ])('%s', (_case, change, expected) => {
    expect(issuesOf({ ...DEFAULT_PV_DESIGN_SETTINGS, ...change })).toEqual(expected);
  });
});
