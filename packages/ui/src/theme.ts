import type { ThemeConfig } from 'antd/es/config-provider';

const SYSTEM_FONT_STACK =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

/** Calm, professional look: deep blue accent, moderate radius, the platform's own font. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1f4e8c',
    colorInfo: '#1f4e8c',
    colorLink: '#1f4e8c',
    borderRadius: 6,
    fontFamily: SYSTEM_FONT_STACK,
    colorBgLayout: '#f4f6f9',
  },
  components: {
    Menu: { itemSelectedBg: '#e6edf7', itemSelectedColor: '#1f4e8c', itemHoverBg: '#f0f3f8', groupTitleFontSize: 12 },
  },
};
