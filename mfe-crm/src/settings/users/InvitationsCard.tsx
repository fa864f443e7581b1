import type { Invitation } from '@planner/api';
import {
  App,
  Card,
  DataTable,
  ErrorState,
  Flex,
  LoadingState,
  Pagination,
  Typography,
  useBreakpoint,
} from '@planner/ui';
import { useState } from 'react';
import { invitationColumns } from './invitationColumns';
import { MSG_INVITATION_GONE, teamFailureText } from './teamFailures';
import { INVITATIONS_PAGE_SIZE, useInvitations, useTeamMutations } from './useTeam';

/** The company's invitations, newest first; an open one can be revoked after asking. */
export function InvitationsCard() {
  const { message, modal } = App.useApp();
  const breakpoint = useBreakpoint();
  const [pageIndex, setPageIndex] = useState(0);
  const { data: invitations, paginationInfo, isPending, isPlaceholderData, refetch } = useInvitations(pageIndex);
  const { revokeInvitation } = useTeamMutations();

  const revoke = (invitation: Invitation) =>
    void modal.confirm({
      title: `Einladung an ${invitation.email} zurückziehen?`,
      content: 'Der Link in der Einladung funktioniert danach nicht mehr.',
      okText: 'Zurückziehen',
      okButtonProps: { danger: true },
      cancelText: 'Abbrechen',
      onOk: async () => {
        const { failure } = await revokeInvitation(invitation.id);
        if (failure) void message.error(teamFailureText(failure, MSG_INVITATION_GONE));
        else void message.success('Einladung zurückgezogen.');
      },
    });

  let content;
  if (isPending) content = <LoadingState />;
  else if (!invitations) content = <ErrorState message="Einladungen konnten nicht geladen werden." onRetry={() => void refetch()} />;
  else if (invitations.length === 0 && pageIndex === 0)
    content = <Typography.Text type="secondary">Noch keine Einladungen. Mit „Benutzer einladen“ laden Sie eine Person in Ihre Firma ein.</Typography.Text>;
  else
    content = (
      <Flex vertical gap="middle">
        <DataTable<Invitation>
          size="small"
          rows={invitations}
          columns={invitationColumns(revoke).filter((column) => !column.breakpoints || column.breakpoints.includes(breakpoint))}
          rowKey="id"
          loading={isPlaceholderData}
          emptyText="Keine Einladungen auf dieser Seite."
        />
        {paginationInfo && paginationInfo.filteredElementsCount > INVITATIONS_PAGE_SIZE && (
          <Pagination
            align="end"
            size="small"
            current={pageIndex + 1}
            pageSize={INVITATIONS_PAGE_SIZE}
            total={paginationInfo.filteredElementsCount}
            showSizeChanger={false}
            onChange={(page) => setPageIndex(page - 1)}
          />
        )}
      </Flex>
    );

  return (
    <Card title="Einladungen" style={{ marginTop: 24 }}>
      {content}
    </Card>
  );
}
