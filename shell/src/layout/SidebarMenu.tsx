import { useMemo } from 'react';
import { SIDEBAR_SECTIONS, type SidebarEntry } from '@planner/api';
import { Menu, type MenuProps } from '@planner/ui';
import { navigate, usePathname } from '../routing/shellRouting';
import { SidebarIcon } from './SidebarIcon';

type MenuItem = NonNullable<MenuProps['items']>[number];

const toMenuItem = (entry: SidebarEntry): MenuItem => ({
  key: entry.path,
  icon: <SidebarIcon icon={entry.icon} />,
  label: <a href={entry.path} onClick={(event) => event.preventDefault()}>{entry.label}</a>,
  title: entry.label,
});

/** The entry whose path is the longest prefix of the current path is highlighted. */
function selectedEntryPath(entries: readonly SidebarEntry[], pathname: string): string | undefined {
  return entries
    .filter((entry) => (entry.path === '/' ? pathname === '/' : pathname === entry.path || pathname.startsWith(`${entry.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0]?.path;
}

/** A section with its heading; collapsed to icons, a rule stands for the heading, which would not fit. */
function sectionItems(section: string, entries: readonly SidebarEntry[], collapsed: boolean): MenuItem[] {
  if (entries.length === 0) return [];
  if (collapsed) return [{ type: 'divider', key: `${section}-divider` }, ...entries.map(toMenuItem)];
  return [{ type: 'group', key: section, label: section, children: entries.map(toMenuItem) }];
}

export interface SidebarMenuProps {
  entries: readonly SidebarEntry[];
  /** Only the icons are shown. */
  collapsed?: boolean;
  onNavigate?: () => void;
}

export function SidebarMenu({ entries, collapsed = false, onNavigate }: SidebarMenuProps) {
  const pathname = usePathname();

  const items = useMemo<MenuItem[]>(() => {
    const topLevel = entries.filter((entry) => entry.section === null).map(toMenuItem);
    const sections = SIDEBAR_SECTIONS.flatMap((section) =>
      sectionItems(section, entries.filter((entry) => entry.section === section), collapsed),
    );
    return [...topLevel, ...sections];
  }, [entries, collapsed]);

  const selected = selectedEntryPath(entries, pathname);

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={selected ? [selected] : []}
      onClick={({ key }) => {
        navigate(key);
        onNavigate?.();
      }}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
