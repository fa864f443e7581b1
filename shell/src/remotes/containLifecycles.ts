import type { RemoteDescriptor, RemoteProblemKind } from '@planner/api';
import type { AppProps, LifeCycleFn, LifeCycles } from 'single-spa';
import { reportRemoteProblem } from './reportRemoteProblem';
import { setRemoteIssue } from './remoteIssues';

type Props = AppProps & Record<string, unknown>;
type Lifecycle = LifeCycleFn<Record<string, unknown>> | LifeCycleFn<Record<string, unknown>>[] | undefined;

/** single-spa allows a lifecycle to be an array of functions run one after the other. */
const runLifecycle = async (lifecycle: Lifecycle, props: Props) => {
  for (const run of Array.isArray(lifecycle) ? lifecycle : lifecycle ? [lifecycle] : []) await run(props);
};

/** Lifecycles that resolve whatever the remote's own do. */
export interface ContainedLifecycles {
  bootstrap(): Promise<void>;
  mount(props: AppProps): Promise<void>;
  unmount(props: AppProps): Promise<void>;
  update(props: AppProps): Promise<void>;
}

export interface ContainedRemote {
  lifecycles: ContainedLifecycles;
  /** Mounts the remote again after it crashed, while its area is shown. */
  retry(): Promise<void>;
}

/**
 * Wraps a remote's lifecycles so that none of them ever rejects to single-spa, which would
 * mark the application broken for good and replace the page with its own English message.
 * A failing lifecycle is reported, and the layout shows the area's fallback instead; the
 * sidebar and the other remotes keep working, and leaving and returning mounts it anew.
 * Whatever the remote's unmount did, its element is discarded afterwards (`discardElement`),
 * so nothing it rendered stays above the next page.
 */
export function containLifecycles(remote: RemoteDescriptor, lifecycles: LifeCycles, discardElement: () => void): ContainedRemote {
  let bootstrapped = false;
  let mounted = false;
  let shown = false;
  let lastProps: Props | null = null;

  const attempt = async (kind: RemoteProblemKind, lifecycle: Lifecycle, props: Props): Promise<boolean> => {
    try {
      await runLifecycle(lifecycle, props);
      return true;
    } catch (error) {
      reportRemoteProblem(remote, kind, error);
      setRemoteIssue(remote.name, 'crashed');
      return false;
    }
  };

  const mount = async (props: Props) => {
    if (!bootstrapped) bootstrapped = await attempt('bootstrap', lifecycles.bootstrap as Lifecycle, props);
    if (!bootstrapped) return;
    mounted = await attempt('mount', lifecycles.mount as Lifecycle, props);
    if (mounted) setRemoteIssue(remote.name, null);
  };

  const unmount = async (props: Props) => {
    if (mounted) {
      mounted = false;
      await attempt('unmount', lifecycles.unmount as Lifecycle, props);
    }
    discardElement();
  };

  return {
    lifecycles: {
      bootstrap: async () => {},
      mount: async (props) => {
        shown = true;
        lastProps = props as Props;
        await mount(lastProps);
      },
      unmount: async (props) => {
        shown = false;
        await unmount(props as Props);
      },
      update: async (props) => {
        if (mounted && lifecycles.update) await attempt('update', lifecycles.update as Lifecycle, props as Props);
      },
    },
    async retry() {
      if (!shown || lastProps === null) return;
      await unmount(lastProps);
      await mount(lastProps);
    },
  };
}
