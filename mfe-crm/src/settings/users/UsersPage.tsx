import { LockOutlined, UserAddOutlined } from '@ant-design/icons';
import { isPermitted, MISSING_PERMISSION_MESSAGES, TEAM_USER_SORT_KEYS, teamEndpoints, type TeamUser } from '@planner/api';
import { Button, ErrorState, lazyDialog, ListPage, PageHeader, Result, useListUrlState, usePageTitle } from '@planner/ui';
import { useLoadedCurrentUser } from '@planner/platform';
import { useState } from 'react';
import { InvitationsCard } from './InvitationsCard';
import { userColumns } from './userColumns';
import { UserRowActions, type UserDialogKind } from './UserRowActions';
import { useTeamUsers } from './useTeam';

const ChangeRolesDialog = lazyDialog(() => import('./ChangeRolesDialog').then((module) => module.ChangeRolesDialog));
const PasswordResetDialog = lazyDialog(() => import('./PasswordResetDialog').then((module) => module.PasswordResetDialog));
const InviteUserDialog = lazyDialog(() => import('./InviteUserDialog').then((module) => module.InviteUserDialog));

const TITLE = 'Benutzer';
const BREADCRUMBS = [{ label: 'Einstellungen' }, { label: TITLE }];

/** The dialog of one user; kept while it closes, so that its texts do not change mid-animation. */
interface UserDialogState {
  kind: UserDialogKind;
  user: TeamUser;
  open: boolean;
}

function UsersAndInvitations({ signedInUserId }: { signedInUserId: string | undefined }) {
  const list = useListUrlState({ sortKeys: TEAM_USER_SORT_KEYS });
  const { data: users, paginationInfo, isPlaceholderData, error, refetch } = useTeamUsers(list.query);
  const [dialog, setDialog] = useState<UserDialogState | null>(null);
  const [inviting, setInviting] = useState(false);

  const openDialog = (kind: UserDialogKind, user: TeamUser) => setDialog({ kind, user, open: true });
  const closeDialog = () => setDialog((current) => current && { ...current, open: false });
  // The list's newer version of the user, e.g. after a change was refused because someone else changed it first.
  const dialogUser = dialog && (users?.find((user) => user.id === dialog.user.id) ?? dialog.user);
  const columns = userColumns(signedInUserId, (user) => (
    <UserRowActions user={user} isSignedInUser={user.id === signedInUserId} onOpenDialog={openDialog} />
  ));

  if (error && !users) {
    return (
      <>
        <PageHeader title={TITLE} breadcrumbs={BREADCRUMBS} />
        <ErrorState message="Benutzer konnten nicht geladen werden." onRetry={() => void refetch()} />
      </>
    );
  }

  return (
    <>
      <ListPage<TeamUser>
        title={TITLE}
        breadcrumbs={BREADCRUMBS}
        primaryAction={
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviting(true)}>
            Benutzer einladen
          </Button>
        }
        list={list}
        exportTo={{ endpoint: teamEndpoints.exportUsers, query: list.query }}
        rows={users}
        paginationInfo={paginationInfo}
        loading={isPlaceholderData}
        columns={columns}
        rowKey="id"
        searchPlaceholder="Name oder E-Mail suchen"
      />
      <InvitationsCard />
      <InviteUserDialog open={inviting} onClose={() => setInviting(false)} />
      {dialog && dialogUser && (
        <>
          <ChangeRolesDialog
            key={`roles-${dialogUser.id}`}
            open={dialog.open && dialog.kind === 'roles'}
            user={dialogUser}
            isSignedInUser={dialogUser.id === signedInUserId}
            onClose={closeDialog}
          />
          <PasswordResetDialog
            key={`reset-${dialogUser.id}`}
            open={dialog.open && dialog.kind === 'passwordReset'}
            user={dialogUser}
            onClose={closeDialog}
          />
        </>
      )}
    </>
  );
}

/**
 * 'Benutzer': the company's users with their roles, and the invitations. Only owners manage them;
 * the server refuses everyone else, and the page says so instead of loading.
 */
export default function UsersPage() {
  usePageTitle(TITLE);
  const signedInUser = useLoadedCurrentUser();
  if (signedInUser && !isPermitted(signedInUser.roles, 'manageCompany')) {
    return (
      <>
        <PageHeader title={TITLE} breadcrumbs={BREADCRUMBS} />
        <Result icon={<LockOutlined />} title="Kein Zugriff" subTitle={MISSING_PERMISSION_MESSAGES.manageCompany} />
      </>
    );
  }
  return <UsersAndInvitations signedInUserId={signedInUser?.id} />;
}
