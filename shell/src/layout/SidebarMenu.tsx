import { useMemo } from 'react';
import { SIDEBAR_SECTIONS, type SidebarEntry } from '@planner/api';
import { Menu, type MenuProps } from '@planner/ui';
import { navigate, usePathname } from '../routing/shellRouting';
import { SidebarIcon } from './sidebarIcons';

type MenuItem = NonNullable<MenuProps['items']>[number];

const toMenuItem = (entry: SidebarEntry): MenuItem => ({
  key: entry.path,
  icon: <SidebarIcon name={entry.icon} />,
  label: <a href={entry.path} onClick={(event) => event.preventDefault()}>{entry.label}</a>,
  title: entry.label,
});

/** The entry whose path is the longest prefix of the current path is highlighted. */
function selectedEntryPath(entries: readonly SidebarEntry[], pathname: string): string | undefined {
  return entries
    .filter((entry) => (entry.path === '/' ? pathname === '/' : pathname === entry.path || pathname.startsWith(`${entry.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0]?.path;
}

export function SidebarMenu({ entries, onNavigate }: { entries: readonly SidebarEntry[]; onNavigate?: () => void }) {
  const pathname = usePathname();

  const items = useMemo<MenuItem[]>(() => {
    const topLevel = entries.filter((entry) => entry.section === null).map(toMenuItem);
    const sections = SIDEBAR_SECTIONS.map((section): MenuItem | null => {
      const sectionEntries = entries.filter((entry) => entry.section === section);
      if (sectionEntries.length === 0) return null;
      return { type: 'group', key: section, label: section, children: sectionEntries.map(toMenuItem) };
    }).filter((item): item is MenuItem => item !== null);
    return [...topLevel, ...sections];
  }, [entries]);

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
