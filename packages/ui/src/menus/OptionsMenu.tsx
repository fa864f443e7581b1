import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from '../kit/antd';

/** The 'Optionen' button of a detail page header, e.g. with Bearbeiten and Löschen. */
export function OptionsMenu({ items }: { items: NonNullable<MenuProps['items']> }) {
  return (
    <Dropdown trigger={['click']} menu={{ items }}>
      <Button>
        Optionen <DownOutlined />
      </Button>
    </Dropdown>
  );
}
