import type { PvDesignSettings } from '@planner/api';

/** The figures every company's designs start from (issue defaults; not yet adjustable per company). */
export const PV_DESIGN_SETTINGS: PvDesignSettings = {
  edgeClearance: 0.3,
  minCellTemperature: -10,
  maxCellTemperature: 70,
  dcAcRatioMin: 0.8,
  dcAcRatioMax: 1.3,
};
