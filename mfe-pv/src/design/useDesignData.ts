import { configurationEndpoints, projectEndpoints } from '@planner/api';
import {
  batteryStorageEndpoints,
  heaterRodEndpoints,
  inverterEndpoints,
  metalRoofTileEndpoints,
  pvDesignEndpoints,
  pvModuleEndpoints,
  roofTileEndpoints,
  wallboxEndpoints,
  type BatteryStorage,
  type HeaterRod,
  type Inverter,
  type MetalRoofTile,
  type PvModule,
  type RoofTile,
  type Wallbox,
} from '@planner/api/pv';
import { useApiQuery } from '@planner/platform';
import { useAllRows } from '../manufacturers/useAllRows';

const FIRST_PAGE = 100;

export const useProject = (id: string) => useApiQuery(projectEndpoints.get, { params: { id } }, { throwOnError: false });
export const useConfiguration = (id: string) => useApiQuery(configurationEndpoints.get, { params: { id } }, { throwOnError: false });
export const useDesign = (configurationId: string) =>
  useApiQuery(pvDesignEndpoints.get, { params: { configurationId } }, { throwOnError: false, refetchOnWindowFocus: false });

export interface DesignParts {
  modules: PvModule[];
  inverters: Inverter[];
  roofCoverings: (RoofTile | MetalRoofTile)[];
  wallboxes: Wallbox[];
  heaterRods: HeaterRod[];
  batteries: BatteryStorage[];
}

/** Every PV part a design can choose from; undefined while one of the lists loads. */
export function useDesignParts(): DesignParts | undefined {
  const modules = useAllRows<PvModule>(pvModuleEndpoints.list, FIRST_PAGE);
  const inverters = useAllRows<Inverter>(inverterEndpoints.list, FIRST_PAGE);
  const roofTiles = useAllRows<RoofTile>(roofTileEndpoints.list, FIRST_PAGE);
  const metalRoofTiles = useAllRows<MetalRoofTile>(metalRoofTileEndpoints.list, FIRST_PAGE);
  const wallboxes = useAllRows<Wallbox>(wallboxEndpoints.list, FIRST_PAGE);
  const heaterRods = useAllRows<HeaterRod>(heaterRodEndpoints.list, FIRST_PAGE);
  const batteries = useAllRows<BatteryStorage>(batteryStorageEndpoints.list, FIRST_PAGE);
  if (!modules.rows || !inverters.rows || !roofTiles.rows || !metalRoofTiles.rows || !wallboxes.rows || !heaterRods.rows || !batteries.rows) return undefined;
  return {
    modules: modules.rows,
    inverters: inverters.rows,
    roofCoverings: [...roofTiles.rows, ...metalRoofTiles.rows],
    wallboxes: wallboxes.rows,
    heaterRods: heaterRods.rows,
    batteries: batteries.rows,
  };
}
