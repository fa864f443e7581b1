import type { Invitation } from '@planner/api';
import { Button, Flex, formatDateTime, type ListColumn, Typography } from '@planner/ui';
import { InvitationStateTag, RoleTags } from './TeamTags';

/** Only an invitation that can still be accepted has a date that matters. */
const validUntil = (invitation: Invitation) =>
  invitation.state === 'Pending' || invitation.state === 'Expired' ? formatDateTime(invitation.expiresAt) : '–';

function RevokeButton({ invitation, onRevoke }: { invitation: Invitation; onRevoke: (invitation: Invitation) => void }) {
  if (invitation.state !== 'Pending') return null;
  return (
    <Button size="small" danger onClick={() => onRevoke(invitation)} aria-label={`Einladung an ${invitation.email} zurückziehen`}>
      Zurückziehen
    </Button>
  );
}

/** The columns of the invitations card; on phones one card-like cell per invitation. */
export function invitationColumns(onRevoke: (invitation: Invitation) => void): ListColumn<Invitation>[] {
  return [
    {
      title: 'Einladung',
      key: 'combined',
      breakpoints: ['mobile'],
      render: (_, invitation) => (
        <Flex vertical gap={4}>
          <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
            {invitation.email}
          </Typography.Text>
          <Flex gap={4} align="center" wrap>
            <RoleTags roles={invitation.roles} />
            <InvitationStateTag state={invitation.state} />
          </Flex>
          <Typography.Text type="secondary">
            Eingeladen von {invitation.invitedBy}
            {invitation.state === 'Pending' && ` · gültig bis ${validUntil(invitation)}`}
          </Typography.Text>
          <div>
            <RevokeButton invitation={invitation} onRevoke={onRevoke} />
          </div>
        </Flex>
      ),
    },
    { title: 'E-Mail', key: 'email', breakpoints: ['tablet', 'desktop'], dataIndex: 'email' },
    { title: 'Rollen', key: 'roles', breakpoints: ['tablet', 'desktop'], render: (_, invitation) => <RoleTags roles={invitation.roles} /> },
    {
      title: 'Status',
      key: 'state',
      breakpoints: ['tablet', 'desktop'],
      render: (_, invitation) => <InvitationStateTag state={invitation.state} />,
    },
    { title: 'Eingeladen von', key: 'invitedBy', breakpoints: ['desktop'], dataIndex: 'invitedBy' },
    {
      title: 'Gültig bis',
      key: 'expiresAt',
      breakpoints: ['tablet', 'desktop'],
      render: (_, invitation) => <span style={{ whiteSpace: 'nowrap' }}>{validUntil(invitation)}</span>,
    },
    {
      key: 'actions',
      breakpoints: ['tablet', 'desktop'],
      align: 'right',
      render: (_, invitation) => <RevokeButton invitation={invitation} onRevoke={onRevoke} />,
    },
  ];
}
