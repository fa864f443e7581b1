import type { ThemeConfig } from 'antd/es/config-provider';
import { useSyncExternalStore } from 'react';
import { theme } from './theme';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const reducedMotionQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null);

function subscribe(onChange: () => void) {
  const query = reducedMotionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the person asked their system for less motion (WCAG 2.3.3). */
const usePrefersReducedMotion = () => useSyncExternalStore(subscribe, () => reducedMotionQuery()?.matches ?? false);

/** The theme, without antd's animations (dialogs zooming, messages sliding) for those who asked for less motion. */
export const themeForMotion = (reduced: boolean): ThemeConfig => (reduced ? { ...theme, token: { ...theme.token, motion: false } } : theme);

export const useMotionAwareTheme = () => themeForMotion(usePrefersReducedMotion());
