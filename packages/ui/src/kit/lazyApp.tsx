import { createContext, lazy, Suspense, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import AntdTheme from 'antd/es/theme';
import { hostPageMessages, pageMessagesHost } from '@planner/platform';
import type { useAppProps } from 'antd/es/app/context';

export type AppApi = useAppProps;

type Run = <T>(call: (api: AppApi) => T) => T | Promise<T>;

const AntdAppBridge = lazy(() => import('./antdAppBridge'));

const MESSAGE_METHODS = ['info', 'success', 'error', 'warning', 'loading', 'open', 'destroy'] as const;
const NOTIFICATION_METHODS = ['info', 'success', 'error', 'warning', 'open', 'destroy'] as const;
const MODAL_METHODS = ['info', 'success', 'error', 'warning', 'confirm'] as const;

/** Stand-ins for antd's message, notification and modal that pass every call on once they are loaded. */
function standIns(run: Run): AppApi {
  const part = <K extends keyof AppApi>(key: K, methods: readonly string[]) =>
    Object.fromEntries(
      methods.map((method) => [
        method,
        (...args: unknown[]) =>
          run((api) => (api[key] as unknown as Record<string, (...a: unknown[]) => unknown>)[method]?.(...args)),
      ]),
    ) as unknown as AppApi[K];
  return {
    message: part('message', MESSAGE_METHODS),
    notification: part('notification', NOTIFICATION_METHODS),
    modal: part('modal', MODAL_METHODS),
  };
}

/** Holds the calls made before antd's parts are loaded, and tells when to load them. */
class AppApiStore {
  #loaded: AppApi | null = null;
  #waiting: ((api: AppApi) => void)[] = [];
  #requested = false;
  readonly #listeners = new Set<() => void>();
  readonly api: AppApi = standIns((call) => this.#run(call));

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  };

  isRequested = () => this.#requested;

  ready = (api: AppApi) => {
    this.#loaded = api;
    for (const call of this.#waiting.splice(0)) call(api);
  };

  #run<T>(call: (api: AppApi) => T): T | Promise<T> {
    if (this.#loaded) return call(this.#loaded);
    if (!this.#requested) {
      this.#requested = true;
      for (const listener of this.#listeners) listener();
    }
    return new Promise<T>((resolve) => this.#waiting.push((api) => resolve(call(api))));
  }
}

const AppApiContext = createContext<AppApi | null>(null);

/** Toasts of the whole page, shown by the root that passes `hostsPageMessages`. */
const pageMessages = new AppApiStore();

function useHostPageMessages(hosts: boolean) {
  useEffect(() => (hosts ? hostPageMessages(pageMessages.api.message) : undefined), [hosts]);
}

/** The page's toasts where a root hosts them, else this root's own. */
function pageOrOwnMessages(own: AppApi['message']): AppApi['message'] {
  return Object.fromEntries(
    MESSAGE_METHODS.map((method) => [
      method,
      (...args: unknown[]) => {
        const target = pageMessagesHost<AppApi['message']>() ?? own;
        return (target[method] as (...a: unknown[]) => unknown)(...args);
      },
    ]),
  ) as unknown as AppApi['message'];
}

/**
 * Gives `App.useApp()` to the tree. antd's App brings the code of modal dialogs, messages and
 * notifications, which a page needs only when it shows one; it is downloaded at the first
 * call, which then happens as soon as it is there. Until then a call answers a promise of
 * what antd answers (modal.confirm: no destroy/update yet). With `hostsPageMessages`, this
 * root shows the toasts of every root on the page.
 */
export function AppApiProvider({ children, hostsPageMessages = false }: { children: ReactNode; hostsPageMessages?: boolean }) {
  const [store] = useState(() => new AppApiStore());
  const requested = useSyncExternalStore(store.subscribe, store.isRequested, store.isRequested);
  const pageMessagesRequested = useSyncExternalStore(pageMessages.subscribe, pageMessages.isRequested, pageMessages.isRequested);
  useHostPageMessages(hostsPageMessages);
  const [api] = useState<AppApi>(() => ({ ...store.api, message: pageOrOwnMessages(store.api.message) }));
  const { token } = AntdTheme.useToken();
  return (
    <AppApiContext.Provider value={api}>
      {/* The text style antd's App gives the tree. */}
      <div
        className="ant-app"
        style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}
      >
        {children}
      </div>
      {requested && (
        <Suspense fallback={null}>
          <AntdAppBridge onReady={store.ready} />
        </Suspense>
      )}
      {hostsPageMessages && pageMessagesRequested && (
        <Suspense fallback={null}>
          <AntdAppBridge onReady={pageMessages.ready} />
        </Suspense>
      )}
    </AppApiContext.Provider>
  );
}

function useApp(): AppApi {
  const api = useContext(AppApiContext);
  if (!api) throw new Error('App.useApp() braucht UiProviders über der Komponente.');
  return api;
}

/** `App.useApp()` as with antd: message, notification and modal bound to the UiProviders' theme and locale. */
export const App = { useApp };
