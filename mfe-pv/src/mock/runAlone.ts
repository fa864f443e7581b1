import { runRemoteAlone } from '@planner/ui/mocks/browser';
import declared from '../../remote.json';
import * as lifecycles from '../app';
import { demoUser, pvMockHandlers } from './handlers';

void runRemoteAlone({ declared, lifecycles, handlers: pvMockHandlers(), user: demoUser });
