import { describe, expect, it } from 'vitest';
import { switchedRemotes } from './useRemoteUpdateNotice';
import { remoteDescriptor } from './testing/remoteDescriptor';

describe('switchedRemotes', () => {
  const running = remoteDescriptor('mfe-pv', { version: '1.4.0', entry: '/remotes/mfe-pv/1.4.0/remoteEntry.js' });

  it('finds a loaded remote whose published entry changed, also on a rollback to an older version', () => {
    const newer = { ...running, version: '1.5.0', entry: '/remotes/mfe-pv/1.5.0/remoteEntry.js' };
    const older = { ...running, version: '1.3.0', entry: 'https://cdn.example.de/mfe-pv/1.3.0/remoteEntry.js' };
    expect(switchedRemotes([running], [newer])).toEqual([newer]);
    expect(switchedRemotes([running], [older])).toEqual([older]);
  });

  it('ignores unchanged remotes and remotes this page never loaded', () => {
    const crm = remoteDescriptor('mfe-crm', { version: '2.0.0' });
    expect(switchedRemotes([running], [running, crm])).toEqual([]);
    expect(switchedRemotes([running], [])).toEqual([]);
  });
});
