import { demoElectroUser } from '@planner/ui/mocks';
import { runRemoteAlone } from '@planner/ui/mocks/browser';
import declared from '../../remote.json';
import * as lifecycles from '../app';
import { checkoutMockHandlers } from './handlers';

void runRemoteAlone({ declared, lifecycles, handlers: checkoutMockHandlers(), user: demoElectroUser });
