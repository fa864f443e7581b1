import { ConfigProvider } from './kit/antd';
import { AppApiProvider } from './kit/lazyApp';
import deDE from 'antd/es/locale/de_DE';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import type { ReactNode } from 'react';
import { theme } from './theme';

dayjs.locale('de');

/**
 * antd configuration of every React root: German locale, the theme, and `App.useApp()` for
 * message, notification and modal bound to this configuration.
 */
export function UiProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={deDE} theme={theme}>
      <AppApiProvider>{children}</AppApiProvider>
    </ConfigProvider>
  );
}
