import { DeleteOutlined, EditOutlined, MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown } from '@planner/ui';

export interface RowActionsProps {
  /** Names the row for screen readers, e.g. the installation's label. */
  label: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** The 'Optionen' menu of a table row: Bearbeiten, Löschen. */
export function RowActions({ label, onEdit, onDelete }: RowActionsProps) {
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'edit', icon: <EditOutlined />, label: 'Bearbeiten', onClick: onEdit },
          { key: 'delete', icon: <DeleteOutlined />, label: 'Löschen', danger: true, onClick: onDelete },
        ],
      }}
    >
      <Button type="text" icon={<MoreOutlined />} aria-label={`Optionen für ${label}`} title="Optionen" />
    </Dropdown>
  );
}
