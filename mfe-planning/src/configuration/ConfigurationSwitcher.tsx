import { DownOutlined, StarFilled } from '@ant-design/icons';
import type { ConfigurationPreview, Project } from '@planner/api';
import { useProjectConfigurations } from '@planner/platform';
import { Button, Dropdown, Space } from '@planner/ui';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { configurationPath, currentTab } from './paths';

interface ConfigurationSwitcherProps {
  project: Project;
  configuration: ConfigurationPreview;
  children: ReactNode;
}

/** Switches to another quote of the project on the same tab. */
export function ConfigurationSwitcher({ project, configuration, children }: ConfigurationSwitcherProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: configurations } = useProjectConfigurations(project.id);
  const tab = currentTab(pathname);

  return (
    <Space wrap>
      <Dropdown
        trigger={['click']}
        menu={{
          selectable: true,
          selectedKeys: [configuration.id],
          items: (configurations ?? [configuration]).map((quote) => ({
            key: quote.id,
            label: quote.name,
            icon: quote.isFavorite ? <StarFilled aria-label="Favorit" style={{ color: '#faad14' }} /> : undefined,
          })),
          onClick: ({ key }) => void navigate(configurationPath(project.id, key, tab)),
        }}
      >
        <Button aria-label={`${configuration.name} – Angebot wechseln`}>
          {configuration.name} <DownOutlined />
        </Button>
      </Dropdown>
      {children}
    </Space>
  );
}
