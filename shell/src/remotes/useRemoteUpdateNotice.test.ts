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

  it('finds a remote the page never loaded, e.g. after its download failed, once another version is published', () => {
    const failed = remoteDescriptor('mfe-crm', { version: '2.0.0', entry: '/remotes/mfe-crm/2.0.0/remoteEntry.js' });
    const fixed = { ...failed, version: '2.0.1', entry: '/remotes/mfe-crm/2.0.1/remoteEntry.js' };
    expect(switchedRemotes([running, failed], [running, fixed])).toEqual([fixed]);
  });

  it('ignores unchanged remotes and remotes the page does not use', () => {
    const crm = remoteDescriptor('mfe-crm', { version: '2.0.0' });
    expect(switchedRemotes([running], [running, crm])).toEqual([]);
    expect(switchedRemotes([running], [])).toEqual([]);
  });
});
