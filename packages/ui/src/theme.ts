import type { ThemeConfig } from 'antd/es/config-provider';

const SYSTEM_FONT_STACK =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

/**
 * Coloured tags write in shade 7 of their palette, which is below 4.5:1 on their light background
 * for most colours (WCAG AA); shade 8 is above it. antd reads the shade under both spellings.
 */
const SHADE_8: Record<string, string> = {
  blue: '#003eb3',
  cyan: '#006d75',
  geekblue: '#10239e',
  gold: '#874d00',
  green: '#237804',
  lime: '#3f6600',
  magenta: '#9e1068',
  orange: '#873800',
  purple: '#391085',
  red: '#a8071a',
  volcano: '#871400',
};
const READABLE_SHADE_7 = Object.fromEntries(
  Object.entries(SHADE_8).flatMap(([color, shade]) => [
    [`${color}7`, shade],
    [`${color}-7`, shade],
  ]),
);

/** Calm, professional look: deep blue accent, moderate radius, the platform's own font. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1f4e8c',
    colorInfo: '#1f4e8c',
    colorLink: '#1f4e8c',
    borderRadius: 6,
    fontFamily: SYSTEM_FONT_STACK,
    colorBgLayout: '#f4f6f9',
    // antd's default (black at 45 %) is 3.4:1 on white; WCAG AA asks 4.5:1 for text.
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    // antd's error red (#ff4d4f) is 3.3:1 on white, too faint for the text of danger buttons and
    // error messages; red 7 is 5.6:1.
    colorError: '#cf1322',
    ...READABLE_SHADE_7,
  },
  components: {
    Menu: { itemSelectedBg: '#e6edf7', itemSelectedColor: '#1f4e8c', itemHoverBg: '#f0f3f8', groupTitleFontSize: 12 },
    // An empty table says so in its disabled text colour, too faint to read (WCAG AA).
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
  },
};
