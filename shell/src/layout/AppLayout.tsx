import { lazy, Suspense, useMemo, useState } from 'react';
import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { PRODUCT_NAME, type AppConfig, type CurrentUser, type RemoteDescriptor } from '@planner/api';
import { Button, Layout, Tooltip, Typography } from '@planner/ui';
import { remotesForEnvironments, sidebarEntriesFor } from '../remotes/remotesForUser';
import { useRemoteUpdateNotice } from '../remotes/useRemoteUpdateNotice';
import { Brand } from './Brand';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_COLLAPSED } from './breakpoints';
import { ContentArea } from './ContentArea';
import { SidebarMenu } from './SidebarMenu';
import { useIsMobile } from './useIsMobile';
import { useSidebarCollapsed } from './useSidebarCollapsed';
import { UserMenu } from './UserMenu';
import './layout.css';

// Only phones show the sidebar as a drawer, and only demo hosts the banner: both load when needed.
const MobileSidebar = lazy(() => import('./MobileSidebar'));
const DemoBanner = lazy(() => import('./DemoBanner'));

/** The page's main content, which the skip link jumps to. */
const MAIN_CONTENT_ID = 'inhalt';

interface AppLayoutProps {
  user: CurrentUser;
  appConfig: AppConfig;
  remotes: readonly RemoteDescriptor[];
}

export function AppLayout({ user, appConfig, remotes }: AppLayoutProps) {
  const isMobile = useIsMobile();
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  useRemoteUpdateNotice();

  const userRemotes = useMemo(() => remotesForEnvironments(remotes, user.environments), [remotes, user.environments]);
  const sidebarEntries = useMemo(() => sidebarEntriesFor(userRemotes, user), [userRemotes, user]);

  const toggleSidebar = isMobile ? () => setDrawerOpen((open) => !open) : toggleCollapsed;

  return (
    <Layout className="app-layout">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        Zum Inhalt springen
      </a>
      {isMobile ? (
        <Suspense fallback={null}>
          <MobileSidebar open={drawerOpen} onClose={() => setDrawerOpen(false)} entries={sidebarEntries} />
        </Suspense>
      ) : (
        <Layout.Sider
          className="app-sider"
          theme="light"
          width={SIDEBAR_WIDTH}
          collapsedWidth={SIDEBAR_WIDTH_COLLAPSED}
          collapsed={collapsed}
          trigger={null}
          collapsible
        >
          <Brand compact={collapsed} />
          <nav aria-label="Hauptnavigation">
            <SidebarMenu entries={sidebarEntries} collapsed={collapsed} />
          </nav>
        </Layout.Sider>
      )}
      <Layout>
        {appConfig.demoHost && (
          <Suspense fallback={null}>
            <DemoBanner />
          </Suspense>
        )}
        <Layout.Header className="app-header">
          <Tooltip title="Seitenleiste ein-/ausblenden (Strg+B)">
            <Button
              type="text"
              aria-label="Seitenleiste umschalten"
              icon={isMobile ? <MenuOutlined /> : collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={toggleSidebar}
            />
          </Tooltip>
          {isMobile && <Typography.Text strong>{PRODUCT_NAME}</Typography.Text>}
          <div style={{ flex: 1 }} />
          <Typography.Text type="secondary" className="company-name">
            {user.companyName}
          </Typography.Text>
          <UserMenu user={user} logoutDisabled={appConfig.demoHost} />
        </Layout.Header>
        <Layout.Content className="app-content" id={MAIN_CONTENT_ID} tabIndex={-1}>
          <ContentArea user={user} signOutDisabled={appConfig.demoHost} userRemotes={userRemotes} allRemotes={remotes} />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
