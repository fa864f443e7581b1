import {
  INVITATION_STATE_LABELS,
  ROLE_LABELS,
  USER_STATUS_LABELS,
  type InvitationState,
  type Role,
  type UserStatus,
} from '@planner/api';
import { Flex, Tag } from '@planner/ui';

export function RoleTags({ roles }: { roles: readonly Role[] }) {
  return (
    <Flex gap={4} wrap>
      {roles.map((role) => (
        <Tag key={role} color={role === 'Owner' ? 'gold' : undefined} style={{ marginInlineEnd: 0 }}>
          {ROLE_LABELS[role]}
        </Tag>
      ))}
    </Flex>
  );
}

export function UserStatusTag({ status }: { status: UserStatus }) {
  return <Tag color={status === 'Active' ? 'green' : 'default'}>{USER_STATUS_LABELS[status]}</Tag>;
}

const INVITATION_STATE_COLORS: Record<InvitationState, string> = {
  Pending: 'blue',
  Accepted: 'green',
  Expired: 'default',
  Revoked: 'default',
};

export function InvitationStateTag({ state }: { state: InvitationState }) {
  return <Tag color={INVITATION_STATE_COLORS[state]}>{INVITATION_STATE_LABELS[state]}</Tag>;
}

/** Marks the signed-in owner's own row. */
export const YouTag = () => <Tag color="processing">Sie</Tag>;
