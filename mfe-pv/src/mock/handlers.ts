import {
  DEFAULT_PV_DESIGN_SETTINGS,
  authEndpoints,
  heaterRodEndpoints,
  inverterEndpoints,
  manufacturerEndpoints,
  metalRoofTileEndpoints,
  mountingPartEndpoints,
  pvDesignSettingsEndpoints,
  pvModuleEndpoints,
  pvServiceEndpoints,
  roofTileEndpoints,
  wallboxEndpoints,
  type CurrentUser,
  type PvDesignSettings,
} from '@planner/api';
import { mockEndpoint } from '@planner/ui/mocks';
import {
  demoHeaterRods,
  demoInverters,
  demoManufacturers,
  demoMetalRoofTiles,
  demoMountingParts,
  demoPvModules,
  demoPvServices,
  demoRoofTiles,
  demoWallboxes,
} from './demoParts';
import { partMocks } from './partMocks';

export const demoUser: CurrentUser = {
  id: '00000000-0000-4000-8000-000000000900',
  firstName: 'Paula',
  lastName: 'Sonnleitner',
  loginName: 'paula',
  email: 'paula@sonnendach-solar.de',
  avatarUrl: null,
  environments: ['PvPlanner'],
  companyName: 'Sonnendach Solar GmbH',
  roles: ['Owner'],
};

/** The API this remote calls, answered from German demo data kept in memory (fresh for each call). */
export function pvMockHandlers() {
  const metalRoofTiles = demoMetalRoofTiles();
  let designSettings: PvDesignSettings = DEFAULT_PV_DESIGN_SETTINGS;
  return [
    mockEndpoint(pvDesignSettingsEndpoints.get, () => designSettings),
    mockEndpoint(pvDesignSettingsEndpoints.put, ({ body }) => (designSettings = body)),
    mockEndpoint(authEndpoints.me, () => demoUser),
    mockEndpoint(manufacturerEndpoints.list, () => demoManufacturers),
    ...partMocks(pvModuleEndpoints, demoPvModules(), { wrappedIn: 'pvModule' }),
    ...partMocks(inverterEndpoints, demoInverters(), { wrappedIn: 'inverter' }),
    ...partMocks(wallboxEndpoints, demoWallboxes(), { wrappedIn: 'wallbox' }),
    ...partMocks(heaterRodEndpoints, demoHeaterRods(), { wrappedIn: 'heaterRod' }),
    ...partMocks(metalRoofTileEndpoints, metalRoofTiles, { wrappedIn: 'metalRoofTile' }),
    ...partMocks(roofTileEndpoints, demoRoofTiles(), { wrappedIn: null, references: metalRoofTiles }),
    ...partMocks(mountingPartEndpoints, demoMountingParts(), { wrappedIn: 'mountingPart' }),
    ...partMocks(pvServiceEndpoints, demoPvServices(), { wrappedIn: 'pvService' }),
  ];
}
