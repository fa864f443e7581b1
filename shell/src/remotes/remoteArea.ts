import type { RemoteDescriptor } from '@planner/api';
import type { AppProps, LifeCycles } from 'single-spa';
import { containLifecycles, type ContainedLifecycles, type ContainedRemote } from './containLifecycles';
import { contractMismatches } from './contract';
import { reportRemoteProblem } from './reportRemoteProblem';
import { setRemoteIssue } from './remoteIssues';

/** A host that does not answer gets the area's fallback after this long, not after the browser gives up. */
export const REMOTE_LOAD_TIMEOUT_MS = 8_000;

export interface RemoteAreaIo {
  /** Downloads the remote's code (entry and exposed module), forgetting any earlier failed attempt. */
  download(remote: RemoteDescriptor): Promise<LifeCycles>;
  /** The remote as `/remotes.json` lists it now; undefined when it is not listed or the list cannot be read. */
  published(name: string): Promise<RemoteDescriptor | undefined>;
  /** Removes the element the remote rendered into; its next mount gets a new one. */
  discardElement(): void;
  /** A new page, with the shell published now. */
  reloadPage(): void;
  timeoutMs?: number;
}

export interface RemoteArea {
  /** For single-spa: they never reject and never wait for the network. */
  lifecycles: ContainedLifecycles;
  /** The version the area runs, or would load next. */
  remote(): RemoteDescriptor;
  /** 'Erneut versuchen': mounts crashed code again, or loads what `/remotes.json` lists now. */
  retry(): Promise<void>;
}

type Props = AppProps & Record<string, unknown>;

function withTimeout<T>(promise: Promise<T>, ms: number, remote: RemoteDescriptor): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${remote.entry} hat nach ${ms / 1000} s nicht geantwortet`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * One remote's area in the layout. single-spa only shows and hides it; the area downloads the
 * remote's code in the background, meanwhile its state says 'loading', so the area is never
 * blank: it shows the remote, the loading state or a fallback with 'Erneut versuchen'. A
 * download that fails or takes too long can be tried again in the open page, with the entry
 * `/remotes.json` lists by then; an answer to an abandoned attempt is dropped.
 */
export function createRemoteArea(initial: RemoteDescriptor, io: RemoteAreaIo): RemoteArea {
  const timeoutMs = io.timeoutMs ?? REMOTE_LOAD_TIMEOUT_MS;
  let remote = initial;
  let code: ContainedRemote | null = null;
  let attempts = 0;
  let downloading = false;
  let shown = false;
  let props: Props | null = null;
  const reportedIncompatible = new Set<string>();

  // Mounting and unmounting the remote's code run one after the other, never interleaved.
  let steps: Promise<void> = Promise.resolve();
  const serial = (step: () => Promise<void>) => (steps = steps.then(step));
  const mountCode = () =>
    serial(async () => {
      if (shown && props && code) await code.lifecycles.mount(props);
    });

  const fits = (candidate: RemoteDescriptor): boolean => {
    const mismatches = contractMismatches(candidate);
    if (mismatches.length === 0) return true;
    if (!reportedIncompatible.has(candidate.entry)) {
      reportedIncompatible.add(candidate.entry);
      reportRemoteProblem(candidate, 'incompatible', mismatches.join('; '));
    }
    setRemoteIssue(candidate.name, 'incompatible');
    return false;
  };

  const download = () => {
    const attempt = ++attempts;
    const candidate = remote;
    downloading = true;
    setRemoteIssue(candidate.name, 'loading');
    withTimeout(io.download(candidate), timeoutMs, candidate).then(
      (lifecycles) => {
        if (attempt !== attempts) return;
        downloading = false;
        code = containLifecycles(candidate, lifecycles, io.discardElement);
        setRemoteIssue(candidate.name, null);
        void mountCode();
      },
      (error: unknown) => {
        if (attempt !== attempts) return;
        downloading = false;
        reportRemoteProblem(candidate, 'load', error);
        setRemoteIssue(candidate.name, 'unavailable');
      },
    );
  };

  /**
   * Reads `/remotes.json` and downloads the version listed now, abandoning any attempt under way;
   * false when that version does not fit the shell either.
   */
  const downloadCurrent = async (): Promise<boolean> => {
    const attempt = ++attempts;
    downloading = true;
    setRemoteIssue(remote.name, 'loading');
    const current = await io.published(remote.name);
    if (attempt !== attempts) return true; // A newer attempt took over.
    remote = current ?? remote;
    if (!fits(remote)) {
      downloading = false;
      return false;
    }
    download();
    return true;
  };

  // Not loaded at all when built for another contract; the area says it is being updated.
  fits(initial);

  return {
    lifecycles: {
      bootstrap: async () => {},
      mount: async (mountProps) => {
        shown = true;
        props = mountProps as Props;
        if (code) await mountCode();
        else if (downloading) return; // Its answer mounts the remote.
        // Coming back to an area whose download failed tries again, with the version listed now.
        else if (attempts > 0) await downloadCurrent();
        else if (fits(remote)) download();
      },
      unmount: async (unmountProps) => {
        shown = false;
        await serial(async () => {
          if (code) await code.lifecycles.unmount(unmountProps);
          else io.discardElement();
        });
      },
      update: async (updateProps) => {
        await serial(async () => {
          if (code) await code.lifecycles.update(updateProps);
        });
      },
    },
    remote: () => remote,
    async retry() {
      if (code) {
        const loaded = code;
        await serial(() => loaded.retry());
        return;
      }
      const wasIncompatible = contractMismatches(remote).length > 0;
      // Still not fitting: the shell may be the older part, and a new page brings the current one.
      if (!(await downloadCurrent()) && wasIncompatible) io.reloadPage();
    },
  };
}
