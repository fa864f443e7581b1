import type { TeamUser } from '@planner/api';
import { Flex, formatDateTime, type ListColumn, Typography } from '@planner/ui';
import type { ReactNode } from 'react';
import { RoleTags, UserStatusTag, YouTag } from './TeamTags';
import { userDisplayName } from './userDisplayName';

const lastSignIn = (user: TeamUser) => (user.lastSignInAt ? formatDateTime(user.lastSignInAt) : 'Noch nie');

function NameCell({ user, isSignedInUser }: { user: TeamUser; isSignedInUser: boolean }) {
  return (
    <Flex gap="small" align="center" wrap>
      <Typography.Text strong={isSignedInUser}>{userDisplayName(user)}</Typography.Text>
      {isSignedInUser && <YouTag />}
    </Flex>
  );
}

/**
 * The columns of the users list; on phones one card-like cell per user. `signedInUserId` marks
 * the owner's own row.
 */
export function userColumns(signedInUserId: string | undefined, renderActions: (user: TeamUser) => ReactNode): ListColumn<TeamUser>[] {
  const isSignedIn = (user: TeamUser) => user.id === signedInUserId;
  return [
    {
      title: 'Benutzer',
      key: 'combined',
      breakpoints: ['mobile'],
      render: (_, user) => (
        <Flex vertical gap={4}>
          <NameCell user={user} isSignedInUser={isSignedIn(user)} />
          <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography.Text>
          <Flex gap={4} align="center" wrap>
            <RoleTags roles={user.roles} />
            <UserStatusTag status={user.status} />
          </Flex>
          <Typography.Text type="secondary">Letzte Anmeldung: {lastSignIn(user)}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Name',
      sortKey: 'Name',
      breakpoints: ['tablet', 'desktop'],
      render: (_, user) => <NameCell user={user} isSignedInUser={isSignedIn(user)} />,
    },
    { title: 'E-Mail', sortKey: 'Email', breakpoints: ['tablet', 'desktop'], dataIndex: 'email' },
    { title: 'Rollen', key: 'roles', breakpoints: ['tablet', 'desktop'], render: (_, user) => <RoleTags roles={user.roles} /> },
    {
      title: 'Letzte Anmeldung',
      sortKey: 'LastSignIn',
      breakpoints: ['desktop'],
      render: (_, user) => <span style={{ whiteSpace: 'nowrap' }}>{lastSignIn(user)}</span>,
    },
    { title: 'Status', key: 'status', breakpoints: ['tablet', 'desktop'], render: (_, user) => <UserStatusTag status={user.status} /> },
    { key: 'actions', width: 56, render: (_, user) => renderActions(user) },
  ];
}
