import { runRemoteAlone } from '@planner/ui/mocks/browser';
import declared from '../../remote.json';
import * as lifecycles from '../app';
import { checkoutMockHandlers, demoUser } from './handlers';

void runRemoteAlone({ declared, lifecycles, handlers: checkoutMockHandlers(), user: demoUser });
