import {
  MSG_INVITATION_EXPIRED,
  MSG_INVITATION_NOT_FOUND,
  MSG_INVITATION_REVOKED,
  MSG_INVITATION_USED,
  type FailureOf,
  type publicInvitationEndpoints,
} from '@planner/api';
import { Typography } from '@planner/ui';
import { AuthCard } from '../auth/AuthCard';
import { ShellLink } from '../routing/ShellLink';
import { ShellLinkButton } from '../routing/ShellLinkButton';

export type InvitationFailureType = FailureOf<typeof publicInvitationEndpoints.get>;

const ASK_AGAIN = 'Eine neue Einladung erstellt ein Inhaber der Firma, die Sie eingeladen hat.';

const PAGES: Record<InvitationFailureType, { title: string; message: string; hint?: string }> = {
  'failure/NotFound': { title: 'Einladung ungültig', message: MSG_INVITATION_NOT_FOUND, hint: ASK_AGAIN },
  'failure/LinkExpired': { title: 'Einladung abgelaufen', message: MSG_INVITATION_EXPIRED, hint: ASK_AGAIN },
  'failure/LinkRevoked': {
    title: 'Einladung zurückgezogen',
    message: MSG_INVITATION_REVOKED,
    hint: `Wenn Sie dennoch Zugang brauchen, fragen Sie bitte nach einer neuen Einladung. ${ASK_AGAIN}`,
  },
  'failure/AlreadyAccepted': { title: 'Einladung bereits angenommen', message: MSG_INVITATION_USED },
};

/** Why an invitation link cannot be used; an accepted one leads to the sign-in. */
export function InvitationFailure({ type }: { type: InvitationFailureType }) {
  const page = PAGES[type];
  const accepted = type === 'failure/AlreadyAccepted';
  return (
    <AuthCard title={page.title} footer={!accepted && <ShellLink href="/">Zur Anmeldung</ShellLink>}>
      <Typography.Paragraph>{page.message}</Typography.Paragraph>
      {page.hint && <Typography.Paragraph type="secondary">{page.hint}</Typography.Paragraph>}
      {accepted && (
        <ShellLinkButton type="primary" block href="/">
          Zur Anmeldung
        </ShellLinkButton>
      )}
    </AuthCard>
  );
}
