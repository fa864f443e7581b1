import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from '@planner/ui';

/** The 'Optionen' button of a detail page header. */
export function OptionsMenu({ items }: { items: NonNullable<MenuProps['items']> }) {
  return (
    <Dropdown trigger={['click']} menu={{ items }}>
      <Button>
        Optionen <DownOutlined />
      </Button>
    </Dropdown>
  );
}
