import type { CoverKind } from '@planner/api';

export const COVER_KIND_LABELS: Record<CoverKind, string> = {
  None: 'Keine',
  Outlet: 'Steckdose',
  LightSwitch: 'Lichtschalter',
  Thermostat: 'Thermostat',
};
