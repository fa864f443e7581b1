import { useState } from 'react';
import { authEndpoints } from '@planner/api';
import { useApiQuery } from '@planner/platform';
import { LoadingState, Typography, usePageTitle } from '@planner/ui';
import { isWellFormedToken } from '../../routing/accountLinks';
import { AuthCard } from '../AuthCard';
import { SessionReplacementNotice } from '../SessionReplacementNotice';
import { ResetLinkInvalid } from './ResetLinkInvalid';
import { ResetPasswordForm } from './ResetPasswordForm';

const TITLE = 'Neues Passwort festlegen';

/** `/password-reset/{token}`: checks the link, then takes the new password. */
export default function PasswordResetPage({ token }: { token: string }) {
  usePageTitle('Passwort zurücksetzen');
  return isWellFormedToken(token) ? <CheckedResetLink token={token} /> : <ResetLinkInvalid />;
}

function CheckedResetLink({ token }: { token: string }) {
  // Checked once: a check while the password is typed would only race the submission.
  const link = useApiQuery(authEndpoints.checkPasswordReset, { params: { token } }, { staleTime: Infinity });
  const [usedUp, setUsedUp] = useState(false);

  if (usedUp || link.failure) return <ResetLinkInvalid />;
  if (!link.data) {
    return (
      <AuthCard title={TITLE}>
        <LoadingState label="Link wird geprüft …" />
      </AuthCard>
    );
  }
  const { email } = link.data;
  return (
    <AuthCard title={TITLE}>
      <Typography.Paragraph>
        Wählen Sie ein neues Passwort für <Typography.Text strong>{email}</Typography.Text>. Danach sind Sie angemeldet und
        alle anderen Sitzungen dieses Benutzers sind beendet.
      </Typography.Paragraph>
      <SessionReplacementNotice
        signsInAs={email}
        consequence={`Nach dem Speichern sind Sie hier als ${email} angemeldet.`}
      />
      <ResetPasswordForm token={token} email={email} onLinkInvalid={() => setUsedUp(true)} />
    </AuthCard>
  );
}
