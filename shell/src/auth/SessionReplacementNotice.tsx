import { Alert } from '@planner/ui';
import { useCurrentUser } from './useCurrentUser';

interface SessionReplacementNoticeProps {
  /** The address of the user the link signs in. */
  signsInAs: string;
  /** What using the link does to this browser's session. */
  consequence: string;
}

/**
 * Tells someone who opens an invitation or reset link while signed in as another user that using
 * the link ends this session, e.g. an owner trying an invitation meant for a colleague.
 */
export function SessionReplacementNotice({ signsInAs, consequence }: SessionReplacementNoticeProps) {
  const currentUser = useCurrentUser();
  if (currentUser.status !== 'signed-in') return null;
  const { firstName, lastName, email } = currentUser.user;
  if (email.toLowerCase() === signsInAs.toLowerCase()) return null;
  return (
    <Alert
      type="info"
      showIcon
      title={`Sie sind in diesem Browser als ${firstName} ${lastName} (${email}) angemeldet.`}
      description={consequence}
      style={{ marginBottom: 16 }}
    />
  );
}
