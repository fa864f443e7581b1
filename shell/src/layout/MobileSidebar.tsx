import type { SidebarEntry } from '@planner/api';
import { Drawer } from '@planner/ui';
import { Brand } from './Brand';
import { SIDEBAR_WIDTH_MOBILE } from './breakpoints';
import { SidebarMenu } from './SidebarMenu';

interface MobileSidebarProps {
  open: boolean;
  onClose: () => void;
  entries: readonly SidebarEntry[];
}

/** The sidebar of phones: a drawer from the left that closes when an entry is chosen. */
export default function MobileSidebar({ open, onClose, entries }: MobileSidebarProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={SIDEBAR_WIDTH_MOBILE}
      title={<Brand compact={false} />}
      styles={{ body: { padding: 0 } }}
    >
      <nav aria-label="Hauptnavigation">
        <SidebarMenu entries={entries} onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}
