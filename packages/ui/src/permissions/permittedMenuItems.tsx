import type { PermissionState } from '@planner/platform';
import { Tooltip, type MenuProps } from '../kit/antd';

type MenuItems = NonNullable<MenuProps['items']>;

/**
 * Menu entries for changes the user's roles may not permit: without the permission each is
 * disabled and its tooltip says why. Dividers and groups stay as they are.
 */
export function permittedMenuItems(items: MenuItems, permission: PermissionState): MenuItems {
  if (permission.allowed) return items;
  return items.map((item) => {
    if (!item || item.type === 'divider' || item.type === 'group') return item;
    return {
      ...item,
      disabled: true,
      label: (
        <Tooltip title={permission.reason} placement="left">
          <span>{item.label}</span>
        </Tooltip>
      ),
    } as MenuItems[number];
  });
}
