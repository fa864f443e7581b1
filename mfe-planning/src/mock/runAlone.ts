import { demoElectroUser } from '@planner/ui/mocks';
import { runRemoteAlone } from '@planner/ui/mocks/browser';
import declared from '../../remote.json';
import * as lifecycles from '../app';
import { configurationPath } from '../configuration/paths';
import { DEMO_CONFIGURATION_ID, DEMO_FLOOR_ID, DEMO_PROJECT_ID } from './demoFloors';
import { planningHandlers } from './handlers';

// The remote has no sidebar entries: it is reached from a project; the demo quote's pages stand in.
const quote = (tab: Parameters<typeof configurationPath>[2]) => configurationPath(DEMO_PROJECT_ID, DEMO_CONFIGURATION_ID, tab);
const pages = [
  { label: 'Stockwerke (Neubau Schneider)', path: quote('floorplans') },
  { label: 'Erdgeschoss im Editor', path: `${quote('floorplans')}/${DEMO_FLOOR_ID}` },
  { label: 'Zusatzinstallationen', path: quote('additional-installations') },
];

void runRemoteAlone({ declared, lifecycles, handlers: planningHandlers(), user: demoElectroUser, pages });
