import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import type { CurrentUser } from '@planner/api';
import { signOut } from '@planner/platform';
import { Avatar, Button, Dropdown, Typography, VISUALLY_HIDDEN } from '@planner/ui';
import { navigate } from '../routing/shellRouting';

const initialsOf = (user: CurrentUser) => `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();

export function UserMenu({ user, logoutDisabled }: { user: CurrentUser; logoutDisabled: boolean }) {
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'profile', icon: <UserOutlined />, label: 'Profil' },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: 'Abmelden', disabled: logoutDisabled, danger: !logoutDisabled },
        ],
        onClick: async ({ key }) => {
          if (key === 'profile') navigate('/profile');
          if (key !== 'logout') return;
          await signOut();
          window.location.assign('/');
        },
      }}
    >
      {/* Named by its content, so that the visible name is part of the accessible one. */}
      <Button type="text" style={{ height: 40, paddingInline: 8 }}>
        <Avatar size="small" src={user.avatarUrl ?? undefined} style={{ background: '#1d3f73' }}>
          {initialsOf(user)}
        </Avatar>
        <Typography.Text className="user-menu-name" style={{ marginInlineStart: 8 }}>
          {user.firstName} {user.lastName}
        </Typography.Text>
        <span style={VISUALLY_HIDDEN}>Benutzermenü</span>
      </Button>
    </Dropdown>
  );
}
