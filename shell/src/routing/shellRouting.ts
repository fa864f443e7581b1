import { useSyncExternalStore } from 'react';
import { navigateToUrl } from 'single-spa';

/**
 * The shell routes with single-spa itself: it only needs the current path and a way to
 * navigate, and every remote's router hears the same history changes.
 */
const ROUTING_EVENTS = ['popstate', 'single-spa:routing-event', 'shell:navigate'] as const;

const subscribe = (onChange: () => void) => {
  for (const event of ROUTING_EVENTS) window.addEventListener(event, onChange);
  return () => {
    for (const event of ROUTING_EVENTS) window.removeEventListener(event, onChange);
  };
};

export function usePathname(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}

const notify = () => window.dispatchEvent(new Event('shell:navigate'));

export function navigate(url: string) {
  navigateToUrl(url);
  notify();
}

export function replaceUrl(url: string) {
  window.history.replaceState(window.history.state, '', url);
  notify();
}
