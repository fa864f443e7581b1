import { theme, useBreakpoint } from '@planner/ui';
import { Link, useLocation } from 'react-router';
import { CONFIGURATION_TABS, configurationPath, currentTab } from './paths';

/**
 * The three parts of a quote as a navigation of links that look like tabs: each part has its
 * own address, opens in a new tab on a middle click, and the current one is `aria-current`.
 * On a phone the tabs share the width and a long label breaks onto a second line, so none is
 * cut off or hidden beyond a scroll.
 */
export function ConfigurationTabs({ projectId, configurationId }: { projectId: string; configurationId: string }) {
  const { pathname } = useLocation();
  const mobile = useBreakpoint() === 'mobile';
  const active = currentTab(pathname);
  const primary = theme.token?.colorPrimary;
  return (
    <nav aria-label="Bereiche des Angebots" style={{ borderBottom: '1px solid rgba(5, 5, 5, 0.06)', marginBottom: 16 }}>
      <ul style={{ display: 'flex', gap: mobile ? 16 : 32, margin: 0, padding: 0, listStyle: 'none' }}>
        {CONFIGURATION_TABS.map((tab) => {
          const current = tab.key === active;
          const label = mobile && 'shortLabel' in tab ? tab.shortLabel : tab.label;
          return (
            <li key={tab.key} style={mobile ? { flex: '0 1 auto', minWidth: 0 } : { flex: 'none' }}>
              <Link
                to={configurationPath(projectId, configurationId, tab.key)}
                aria-current={current ? 'page' : undefined}
                // The name without the soft hyphens, which screen readers would otherwise spell.
                aria-label={label.includes('\u00AD') ? label.replaceAll('\u00AD', '') : undefined}
                style={{
                  display: 'block',
                  padding: '12px 0',
                  color: current ? primary : 'rgba(0, 0, 0, 0.88)',
                  fontWeight: current ? 500 : undefined,
                  borderBottom: `2px solid ${current ? primary : 'transparent'}`,
                  marginBottom: -1,
                  whiteSpace: mobile ? 'normal' : 'nowrap',
                  hyphens: 'manual',
                }}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
