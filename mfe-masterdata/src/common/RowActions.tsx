import { DeleteOutlined, EditOutlined, MoreOutlined } from '@ant-design/icons';
import { usePermission } from '@planner/platform';
import { Button, Dropdown, permittedMenuItems } from '@planner/ui';

export interface RowActionsProps {
  /** Names the row for screen readers, e.g. the installation's label. */
  label: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** The 'Optionen' menu of a table row: Bearbeiten, Löschen; only for users who change master data. */
export function RowActions({ label, onEdit, onDelete }: RowActionsProps) {
  const masterData = usePermission('masterData');
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: permittedMenuItems(
          [
            { key: 'edit', icon: <EditOutlined />, label: 'Bearbeiten', onClick: onEdit },
            { key: 'delete', icon: <DeleteOutlined />, label: 'Löschen', danger: true, onClick: onDelete },
          ],
          masterData,
        ),
      }}
    >
      <Button type="text" icon={<MoreOutlined />} aria-label={`Optionen für ${label}`} title="Optionen" />
    </Dropdown>
  );
}
