import { DownOutlined, StarFilled } from '@ant-design/icons';
import type { ConfigurationPreview, Project } from '@planner/api';
import { useProjectConfigurations } from '@planner/platform';
import { Button, Dropdown, Flex } from '@planner/ui';
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

  // One line on a phone too: a long quote name is shortened with an ellipsis, so the status
  // and the options button stay beside it.
  return (
    <Flex align="center" gap="small" style={{ minWidth: 0, maxWidth: '100%' }}>
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
        <Button aria-label={`${configuration.name} – Angebot wechseln`} style={{ minWidth: 0, flex: '0 1 auto' }}>
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{configuration.name}</span>
          <DownOutlined />
        </Button>
      </Dropdown>
      {children}
    </Flex>
  );
}
