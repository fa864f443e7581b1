import type { CSSProperties } from 'react';
import { antdTheme } from '../kit/antd';
import './listTable.css';

/** The antd theme's colours as the custom properties that listTable.css uses. */
export function useListThemeStyle(): CSSProperties {
  const { token } = antdTheme.useToken();
  return {
    '--list-table-border': token.colorBorderSecondary,
    '--list-table-control-border': token.colorBorder,
    '--list-table-header-bg': token.colorFillAlter,
    '--list-table-header-color': token.colorTextHeading,
    '--list-table-hover-bg': token.controlItemBgHover,
    '--list-table-active': token.colorPrimary,
    '--list-table-inactive': token.colorTextQuaternary,
    '--list-table-radius': `${token.borderRadiusLG}px`,
    '--list-table-control-radius': `${token.borderRadius}px`,
    '--list-table-bg': token.colorBgContainer,
    '--list-table-sorted-bg': token.colorFillQuaternary,
    '--list-table-focus-ring': token.controlOutline,
    '--list-table-text': token.colorText,
    '--list-table-secondary': token.colorTextSecondary,
    '--list-table-placeholder': token.colorTextPlaceholder,
  } as CSSProperties;
}
