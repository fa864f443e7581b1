import { describe, expect, it } from 'vitest';
import { contractMismatches } from './contract';
import { remoteDescriptor } from './testing/remoteDescriptor';

const shell = { '@planner/api': '1.4.2', '@planner/platform': '1.0.0', '@planner/ui': '1.1.0' };
const builtFor = (api: string) =>
  remoteDescriptor('mfe-pv', { contract: { '@planner/api': api, '@planner/platform': '^1.0.0', '@planner/ui': '^1.0.0' } });

describe('contractMismatches', () => {
  it('accepts a remote built against the same or an older minor version of a package', () => {
    expect(contractMismatches(builtFor('^1.4.2'), shell)).toEqual([]);
    expect(contractMismatches(builtFor('^1.0.0'), shell)).toEqual([]);
  });

  it('names every package whose shell version is outside the remote’s range', () => {
    expect(contractMismatches(builtFor('^2.0.0'), shell)).toEqual(['@planner/api 1.4.2 (remote: ^2.0.0)']);
    expect(contractMismatches(builtFor('^1.5.0'), shell)).toEqual(['@planner/api 1.4.2 (remote: ^1.5.0)']);
  });

  it('refuses a remote when the shell does not know a package of the contract', () => {
    expect(contractMismatches(builtFor('^1.0.0'), { '@planner/api': '1.4.2', '@planner/platform': '1.0.0' })).toEqual([
      '@planner/ui – (remote: ^1.0.0)',
    ]);
  });
});
