import { createRemoteApp } from '@planner/ui';
import { routes } from './routes';

export const { bootstrap, mount, unmount } = createRemoteApp({ routes });
