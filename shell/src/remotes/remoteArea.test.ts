import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppProps, LifeCycles } from 'single-spa';
import type { RemoteDescriptor } from '@planner/api';
import { store } from '@planner/platform';
import { createRemoteArea, REMOTE_LOAD_TIMEOUT_MS, type RemoteAreaIo } from './remoteArea';
import { remoteIssuesAtom } from './remoteIssues';
import { reportRemoteProblem } from './reportRemoteProblem';
import { remoteDescriptor } from './testing/remoteDescriptor';

vi.mock('./reportRemoteProblem', () => ({ reportRemoteProblem: vi.fn() }));

const v140 = remoteDescriptor('mfe-pv', { version: '1.4.0', entry: '/remotes/mfe-pv/1.4.0/remoteEntry.js' });
const v150 = { ...v140, version: '1.5.0', entry: '/remotes/mfe-pv/1.5.0/remoteEntry.js' };
const v200 = { ...v140, version: '2.0.0', entry: '/remotes/mfe-pv/2.0.0/remoteEntry.js', contract: { ...v140.contract, '@planner/api': '^2.0.0' } };
const props = { name: 'mfe-pv' } as AppProps;
const state = () => store.get(remoteIssuesAtom).get('mfe-pv');

function remoteCode() {
  return { bootstrap: vi.fn(async () => {}), mount: vi.fn(async () => {}), unmount: vi.fn(async () => {}) };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((resolvePromise, rejectPromise) => {
    resolve = resolvePromise;
    reject = rejectPromise;
  });
  return { promise, resolve, reject };
}

const io = (overrides: Partial<RemoteAreaIo>): RemoteAreaIo => ({
  download: vi.fn(async () => remoteCode()),
  published: vi.fn(async () => undefined),
  discardElement: vi.fn(),
  reloadPage: vi.fn(),
  ...overrides,
});

/** 1.4.0's entry is missing; any other version downloads `code`. */
const failingFor140 = (code: LifeCycles) =>
  vi.fn(async (remote: RemoteDescriptor) => {
    if (remote.version === '1.4.0') throw new Error('remoteEntry.js: 404');
    return code;
  });

/** Every state the area passed through; `undefined` while not mounted would be a blank area. */
function recordStates(): (string | undefined)[] {
  const states: (string | undefined)[] = [];
  store.sub(remoteIssuesAtom, () => states.push(state()));
  return states;
}

beforeEach(() => {
  store.set(remoteIssuesAtom, new Map());
  vi.mocked(reportRemoteProblem).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('a remote area', () => {
  it('shows its loading state at once while the code downloads, without holding up single-spa, then mounts it', async () => {
    const download = deferred<LifeCycles>();
    const area = createRemoteArea(v140, io({ download: vi.fn(() => download.promise) }));

    await area.lifecycles.mount(props);
    expect(state()).toBe('loading');

    const code = remoteCode();
    download.resolve(code);
    await vi.waitFor(() => expect(code.mount).toHaveBeenCalledTimes(1));
    expect(state()).toBeUndefined();
  });

  it('after a failed download, retry loads the entry /remotes.json lists now, in the open page', async () => {
    const code = remoteCode();
    const download = failingFor140(code);
    const area = createRemoteArea(v140, io({ download, published: vi.fn(async () => v150) }));
    await area.lifecycles.mount(props);
    await vi.waitFor(() => expect(state()).toBe('unavailable'));
    expect(reportRemoteProblem).toHaveBeenCalledWith(v140, 'load', expect.any(Error));

    const retried = area.retry();
    expect(state()).toBe('loading');
    await retried;

    await vi.waitFor(() => expect(code.mount).toHaveBeenCalledTimes(1));
    expect(download).toHaveBeenLastCalledWith(v150);
    expect(area.remote()).toEqual(v150);
    expect(state()).toBeUndefined();
  });

  it('is never blank when retry is clicked at once after coming back to it; a late answer of an abandoned download is dropped', async () => {
    const attempts: ReturnType<typeof deferred<LifeCycles>>[] = [];
    const download = vi.fn(() => {
      const attempt = deferred<LifeCycles>();
      attempts.push(attempt);
      return attempt.promise;
    });
    const area = createRemoteArea(v140, io({ download, published: vi.fn(async () => v140) }));
    await area.lifecycles.mount(props);
    attempts[0]!.reject(new Error('404'));
    await vi.waitFor(() => expect(state()).toBe('unavailable'));
    await area.lifecycles.unmount(props);
    const states = recordStates();

    // Back in the area, a new download starts, and 'Erneut versuchen' (still on screen) is clicked.
    await area.lifecycles.mount(props);
    expect(download).toHaveBeenCalledTimes(2);
    await area.retry();
    expect(download).toHaveBeenCalledTimes(3);
    attempts[1]!.reject(new Error('404'));
    await Promise.resolve();
    expect(state()).toBe('loading');

    attempts[2]!.reject(new Error('immer noch 404'));
    await vi.waitFor(() => expect(state()).toBe('unavailable'));
    expect(states).not.toContain(undefined);
  });

  it('gives up on a host that never answers after the bounded wait and shows the fallback', async () => {
    vi.useFakeTimers();
    const discardElement = vi.fn();
    const area = createRemoteArea(v140, io({ download: vi.fn(() => new Promise<LifeCycles>(() => {})), discardElement }));
    await area.lifecycles.mount(props);

    await vi.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS - 1);
    expect(state()).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(state()).toBe('unavailable');
    expect(REMOTE_LOAD_TIMEOUT_MS).toBe(8_000);
    const [, kind, error] = vi.mocked(reportRemoteProblem).mock.calls[0]!;
    expect(kind).toBe('load');
    expect(String(error)).toContain('/remotes/mfe-pv/1.4.0/remoteEntry.js hat nach 8 s nicht geantwortet');

    await area.lifecycles.unmount(props);
    expect(discardElement).toHaveBeenCalledTimes(1);
  });

  it('coming back to an area whose download failed loads the version listed now', async () => {
    const code = remoteCode();
    const download = failingFor140(code);
    const area = createRemoteArea(v140, io({ download, published: vi.fn(async () => v150) }));
    await area.lifecycles.mount(props);
    await vi.waitFor(() => expect(state()).toBe('unavailable'));
    await area.lifecycles.unmount(props);

    await area.lifecycles.mount(props);

    await vi.waitFor(() => expect(code.mount).toHaveBeenCalledTimes(1));
    expect(download).toHaveBeenLastCalledWith(v150);
  });

  it('does not download a version built for another contract; retry takes a fitting one once published, else loads a new page', async () => {
    const download = vi.fn(async () => remoteCode());
    const published = vi.fn<RemoteAreaIo['published']>().mockResolvedValueOnce(v200).mockResolvedValueOnce(v150);
    const reloadPage = vi.fn();
    const area = createRemoteArea(v200, io({ download, published, reloadPage }));
    expect(state()).toBe('incompatible');
    expect(reportRemoteProblem).toHaveBeenCalledWith(v200, 'incompatible', '@planner/api 1.0.0 (remote: ^2.0.0)');

    await area.lifecycles.mount(props);
    await area.retry();
    expect(download).not.toHaveBeenCalled();
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(state()).toBe('incompatible');

    await area.retry();
    await vi.waitFor(() => expect(state()).toBeUndefined());
    expect(download).toHaveBeenCalledWith(v150);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    // Reported once per version, however often it is tried.
    expect(vi.mocked(reportRemoteProblem).mock.calls.filter(([, kind]) => kind === 'incompatible')).toHaveLength(1);
  });

  it('mounts crashed code again on retry and discards its element in between', async () => {
    const code = remoteCode();
    code.mount.mockRejectedValueOnce(new Error('kaputt'));
    const discardElement = vi.fn();
    const area = createRemoteArea(v140, io({ download: vi.fn(async () => code), discardElement }));
    await area.lifecycles.mount(props);
    await vi.waitFor(() => expect(state()).toBe('crashed'));

    await area.retry();

    expect(code.mount).toHaveBeenCalledTimes(2);
    expect(discardElement).toHaveBeenCalledTimes(1);
    expect(state()).toBeUndefined();
  });
});
