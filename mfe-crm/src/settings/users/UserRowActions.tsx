import { CheckCircleOutlined, KeyOutlined, MoreOutlined, SafetyOutlined, StopOutlined } from '@ant-design/icons';
import type { TeamUser } from '@planner/api';
import { Button, Dropdown, type MenuProps } from '@planner/ui';
import { userDisplayName } from './userDisplayName';
import { useUserStatusActions } from './useUserStatusActions';

export type UserDialogKind = 'roles' | 'passwordReset';

export interface UserRowActionsProps {
  user: TeamUser;
  isSignedInUser: boolean;
  onOpenDialog: (kind: UserDialogKind, user: TeamUser) => void;
}

/** The menu of a user in the list: roles, password reset link, deactivate or activate. */
export function UserRowActions({ user, isSignedInUser, onOpenDialog }: UserRowActionsProps) {
  const status = useUserStatusActions();
  const active = user.status === 'Active';
  const items: MenuProps['items'] = [
    { key: 'roles', icon: <SafetyOutlined />, label: 'Rollen ändern', onClick: () => onOpenDialog('roles', user) },
    ...(active
      ? [
          {
            key: 'passwordReset',
            icon: <KeyOutlined />,
            label: 'Link zum Zurücksetzen des Passworts',
            onClick: () => onOpenDialog('passwordReset', user),
          },
        ]
      : []),
    { type: 'divider' },
    active
      ? {
          key: 'deactivate',
          icon: <StopOutlined />,
          label: isSignedInUser ? 'Deaktivieren (nicht für Sie selbst)' : 'Deaktivieren',
          danger: !isSignedInUser,
          disabled: isSignedInUser,
          onClick: () => status.deactivate(user),
        }
      : { key: 'activate', icon: <CheckCircleOutlined />, label: 'Aktivieren', onClick: () => void status.activate(user) },
  ];
  return (
    <Dropdown trigger={['click']} menu={{ items }}>
      <Button type="text" icon={<MoreOutlined />} aria-label={`Aktionen für ${userDisplayName(user)}`} />
    </Dropdown>
  );
}
