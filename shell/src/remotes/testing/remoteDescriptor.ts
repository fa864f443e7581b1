import type { RemoteDescriptor } from '@planner/api';

/** A remote as `/remotes.json` lists it, built for the shell's contract. */
export const remoteDescriptor = (name: string, overrides: Partial<RemoteDescriptor> = {}): RemoteDescriptor => ({
  name,
  title: name,
  version: '1.0.0',
  contract: { '@planner/api': '^1.0.0', '@planner/platform': '^1.0.0', '@planner/ui': '^1.0.0' },
  federationName: name.replaceAll('-', '_'),
  entry: `/remotes/${name}/build/remoteEntry.js`,
  routePrefixes: [],
  environments: ['ElektroPlanner'],
  sidebar: [],
  ...overrides,
});
