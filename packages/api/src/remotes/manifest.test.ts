import { describe, expect, it } from 'vitest';
import { parseRemotesManifest } from './manifest';

const remote = (name: string, overrides: object = {}) => ({
  name,
  title: 'PV-Stammdaten',
  version: '1.4.0',
  contract: { '@planner/api': '^1.0.0', '@planner/platform': '^1.0.0', '@planner/ui': '^1.0.0' },
  federationName: name.replaceAll('-', '_'),
  entry: `/remotes/${name}/1.4.0/remoteEntry.js`,
  routePrefixes: ['/master-data/pv'],
  environments: ['PvPlanner'],
  sidebar: [{ section: 'Stammdaten', label: 'PV-Module', path: '/master-data/pv/pv-modules', icon: { viewBox: '64 64 896 896', paths: ['M0 0h10v10z'] }, order: 1 }],
  ...overrides,
});

describe('parseRemotesManifest', () => {
  it('keeps every valid entry and rejects each invalid one on its own, naming it and the problem', () => {
    const { remotes, rejected } = parseRemotesManifest([
      remote('mfe-pv'),
      remote('mfe-crm', { federationName: undefined }),
      remote('mfe-cdn', { entry: 'https://cdn.example.de/mfe-cdn/1.0.0/remoteEntry.js' }),
    ]);
    expect(remotes.map((each) => each.name)).toEqual(['mfe-pv', 'mfe-cdn']);
    expect(rejected).toEqual([{ index: 1, name: 'mfe-crm', problems: [expect.stringContaining('federationName')] }]);
  });

  it('refuses entries that could run or draw foreign content, and a second remote of the same name', () => {
    const hostile = [
      remote('mfe-a', { entry: 'javascript:alert(1)' }),
      remote('mfe-b', { entry: '//evil.example/remoteEntry.js' }),
      remote('mfe-c', { sidebar: [{ ...remote('x').sidebar[0], icon: { viewBox: '0 0 10 10', paths: ['"/><script>alert(1)</script>'] } }] }),
      remote('mfe-d', { contract: { '@planner/api': '*' } }),
      remote('mfe-pv'),
      remote('mfe-pv', { federationName: 'other' }),
    ];
    const { remotes, rejected } = parseRemotesManifest(hostile);
    expect(remotes.map((each) => each.name)).toEqual(['mfe-pv']);
    expect(rejected.map((entry) => entry.index)).toEqual([0, 1, 2, 3, 5]);
  });

  it('rejects a manifest that is not a list without throwing', () => {
    expect(parseRemotesManifest({ remotes: [] })).toEqual({
      remotes: [],
      rejected: [{ index: -1, name: null, problems: ['the manifest is not a JSON array'] }],
    });
  });
});
