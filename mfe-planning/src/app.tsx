import { createBlockingRemoteApp } from '@planner/ui';
import { routes } from './routes';

// The editor blocks leaving it with unsaved changes, which needs the data router.
export const { bootstrap, mount, unmount } = createBlockingRemoteApp({ routes });
