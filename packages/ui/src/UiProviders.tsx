import { ConfigProvider } from './kit/antd';
import { AppApiProvider } from './kit/lazyApp';
import deDE from 'antd/es/locale/de_DE';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import type { ReactNode } from 'react';
import { useMotionAwareTheme } from './reducedMotion';

dayjs.locale('de');

/**
 * antd configuration of every React root: German locale, the theme (without animations for those
 * who asked their system for less motion), and `App.useApp()` for
 * message, notification and modal bound to this configuration. The shell's root, which lives
 * as long as the page, passes `hostsPageMessages` and shows the toasts of every root.
 */
export function UiProviders({ children, hostsPageMessages = false }: { children: ReactNode; hostsPageMessages?: boolean }) {
  const theme = useMotionAwareTheme();
  return (
    <ConfigProvider locale={deDE} theme={theme}>
      <AppApiProvider hostsPageMessages={hostsPageMessages}>{children}</AppApiProvider>
    </ConfigProvider>
  );
}
