import { theme, useBreakpoint } from '@planner/ui';
import { Link, useLocation } from 'react-router';
import { CONFIGURATION_TABS, configurationPath, currentTab } from './paths';

/**
 * The three parts of a quote as a navigation of links that look like tabs: each part has its
 * own address, opens in a new tab on a middle click, and the current one is `aria-current`.
 */
export function ConfigurationTabs({ projectId, configurationId }: { projectId: string; configurationId: string }) {
  const { pathname } = useLocation();
  const mobile = useBreakpoint() === 'mobile';
  const active = currentTab(pathname);
  const primary = theme.token?.colorPrimary;
  return (
    <nav aria-label="Bereiche des Angebots" style={{ borderBottom: '1px solid rgba(5, 5, 5, 0.06)', marginBottom: 16 }}>
      <ul style={{ display: 'flex', gap: mobile ? 16 : 32, margin: 0, padding: 0, listStyle: 'none', overflowX: 'auto' }}>
        {CONFIGURATION_TABS.map((tab) => {
          const current = tab.key === active;
          return (
            <li key={tab.key} style={{ flex: 'none' }}>
              <Link
                to={configurationPath(projectId, configurationId, tab.key)}
                aria-current={current ? 'page' : undefined}
                style={{
                  display: 'block',
                  padding: '12px 0',
                  color: current ? primary : 'rgba(0, 0, 0, 0.88)',
                  fontWeight: current ? 500 : undefined,
                  borderBottom: `2px solid ${current ? primary : 'transparent'}`,
                  marginBottom: -1,
                  whiteSpace: 'nowrap',
                }}
              >
                {mobile && 'shortLabel' in tab ? tab.shortLabel : tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
