import { Tabs, useBreakpoint } from '@planner/ui';
import { Link, useLocation } from 'react-router';
import { CONFIGURATION_TABS, configurationPath, currentTab } from './paths';

/** The three tabs of a quote as links, so each tab has its own address. */
export function ConfigurationTabs({ projectId, configurationId }: { projectId: string; configurationId: string }) {
  const { pathname } = useLocation();
  const mobile = useBreakpoint() === 'mobile';
  return (
    <Tabs
      activeKey={currentTab(pathname)}
      tabBarGutter={mobile ? 16 : undefined}
      items={CONFIGURATION_TABS.map((tab) => ({
        key: tab.key,
        label: (
          <Link to={configurationPath(projectId, configurationId, tab.key)}>
            {mobile && 'shortLabel' in tab ? tab.shortLabel : tab.label}
          </Link>
        ),
      }))}
    />
  );
}
