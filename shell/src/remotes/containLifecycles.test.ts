import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppProps, LifeCycles } from 'single-spa';
import { store } from '@planner/platform';
import { containLifecycles } from './containLifecycles';
import { remoteIssuesAtom } from './remoteIssues';
import { reportRemoteProblem } from './reportRemoteProblem';
import { remoteDescriptor } from './testing/remoteDescriptor';

vi.mock('./reportRemoteProblem', () => ({ reportRemoteProblem: vi.fn() }));

const remote = remoteDescriptor('mfe-pv');
const props = { name: 'mfe-pv' } as AppProps;
const issue = () => store.get(remoteIssuesAtom).get('mfe-pv');

function lifecycles(mount: () => Promise<void>): LifeCycles & { unmount: ReturnType<typeof vi.fn> } {
  return { bootstrap: vi.fn(async () => {}), mount: vi.fn(mount), unmount: vi.fn(async () => {}) };
}

const run = (lifecycle: LifeCycles['mount']) => (lifecycle as (props: AppProps) => Promise<unknown>)(props);

beforeEach(() => {
  store.set(remoteIssuesAtom, new Map());
  vi.mocked(reportRemoteProblem).mockClear();
});

describe('containLifecycles', () => {
  it('turns a remote that throws while mounting into a reported, shown problem instead of a rejection', async () => {
    const error = new Error('kaputt');
    const contained = containLifecycles(remote, lifecycles(async () => Promise.reject(error)), () => {});

    await expect(run(contained.lifecycles.bootstrap)).resolves.toBeUndefined();
    await expect(run(contained.lifecycles.mount)).resolves.toBeUndefined();

    expect(issue()).toBe('crashed');
    expect(reportRemoteProblem).toHaveBeenCalledWith(remote, 'mount', error);
  });

  it('mounts again on retry and clears the problem once the remote mounts', async () => {
    let attempts = 0;
    const remoteLifecycles = lifecycles(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('beim ersten Mal kaputt');
    });
    const contained = containLifecycles(remote, remoteLifecycles, () => {});
    await run(contained.lifecycles.mount);
    expect(issue()).toBe('crashed');

    await contained.retry();

    expect(attempts).toBe(2);
    expect(issue()).toBeUndefined();
    // Unmounting later reaches the remote, which is mounted now.
    await run(contained.lifecycles.unmount);
    expect(remoteLifecycles.unmount).toHaveBeenCalledTimes(1);
  });

  it('reports a failing unmount without rejecting, and a failing bootstrap prevents the mount', async () => {
    const failingBootstrap: LifeCycles = {
      bootstrap: async () => Promise.reject(new Error('bootstrap kaputt')),
      mount: vi.fn(async () => {}),
      unmount: async () => {},
    };
    const contained = containLifecycles(remote, failingBootstrap, () => {});
    await run(contained.lifecycles.mount);
    expect(failingBootstrap.mount).not.toHaveBeenCalled();
    expect(vi.mocked(reportRemoteProblem).mock.calls.map(([, kind]) => kind)).toEqual(['bootstrap']);

    const failingUnmount = lifecycles(async () => {});
    failingUnmount.unmount.mockRejectedValue(new Error('unmount kaputt'));
    const discardElement = vi.fn();
    const second = containLifecycles(remoteDescriptor('mfe-crm'), failingUnmount, discardElement);
    await run(second.lifecycles.mount);
    await expect(run(second.lifecycles.unmount)).resolves.toBeUndefined();
    expect(vi.mocked(reportRemoteProblem).mock.calls.map(([, kind]) => kind)).toEqual(['bootstrap', 'unmount']);
    // What the remote left in its element is removed all the same.
    expect(discardElement).toHaveBeenCalledTimes(1);
  });

  it('discards the element after every unmount, also of a remote that crashed while mounting', async () => {
    const discardElement = vi.fn();
    const contained = containLifecycles(remote, lifecycles(async () => Promise.reject(new Error('kaputt'))), discardElement);
    await run(contained.lifecycles.mount);
    await run(contained.lifecycles.unmount);
    expect(discardElement).toHaveBeenCalledTimes(1);
  });
});
