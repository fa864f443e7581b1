import type { ConfigurationPreview } from '@planner/api';

/** A quote that is finalized or waiting for approval cannot be edited. */
export const isReadOnly = (configuration: Pick<ConfigurationPreview, 'status'>) => configuration.status.type !== 'InProgress';
