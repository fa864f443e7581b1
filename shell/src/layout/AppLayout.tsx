import { useMemo, useState } from 'react';
import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { PRODUCT_NAME, type AppConfig, type CurrentUser, type RemoteDescriptor } from '@planner/api';
import { Button, Drawer, Layout, Tooltip, Typography } from '@planner/ui';
import { remotesForEnvironments, sidebarEntriesFor } from '../remotes/remotesForUser';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_COLLAPSED, SIDEBAR_WIDTH_MOBILE } from './breakpoints';
import { ContentArea } from './ContentArea';
import { DemoBanner } from './DemoBanner';
import { SidebarMenu } from './SidebarMenu';
import { useIsMobile } from './useIsMobile';
import { useSidebarCollapsed } from './useSidebarCollapsed';
import { UserMenu } from './UserMenu';
import './layout.css';

interface AppLayoutProps {
  user: CurrentUser;
  appConfig: AppConfig;
  remotes: readonly RemoteDescriptor[];
}

function Brand({ compact }: { compact: boolean }) {
  return (
    <div className="brand">
      <span className="brand-mark" aria-hidden>
        M
      </span>
      {!compact && <span className="brand-name">{PRODUCT_NAME}</span>}
    </div>
  );
}

export function AppLayout({ user, appConfig, remotes }: AppLayoutProps) {
  const isMobile = useIsMobile();
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);

  const userRemotes = useMemo(() => remotesForEnvironments(remotes, user.environments), [remotes, user.environments]);
  const sidebarEntries = useMemo(() => sidebarEntriesFor(userRemotes, user.environments), [userRemotes, user.environments]);

  const toggleSidebar = isMobile ? () => setDrawerOpen((open) => !open) : toggleCollapsed;

  return (
    <Layout className="app-layout">
      {isMobile ? (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement="left"
          size={SIDEBAR_WIDTH_MOBILE}
          title={<Brand compact={false} />}
          styles={{ body: { padding: 0 } }}
        >
          <nav aria-label="Hauptnavigation">
            <SidebarMenu entries={sidebarEntries} onNavigate={() => setDrawerOpen(false)} />
          </nav>
        </Drawer>
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
            <SidebarMenu entries={sidebarEntries} />
          </nav>
        </Layout.Sider>
      )}
      <Layout>
        {appConfig.demoHost && <DemoBanner />}
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
        <Layout.Content className="app-content">
          <ContentArea userRemotes={userRemotes} allRemotes={remotes} />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
