import { useState } from 'react';
import { Alert, Typography, usePageTitle } from '@planner/ui';
import { ShellLink } from '../../routing/ShellLink';
import { AuthCard } from '../AuthCard';
import { ResetRequestForm } from './ResetRequestForm';
import { OWNER_CREATES_LINK_HINT, RESET_REQUEST_SENT_MESSAGE } from './resetTexts';

const BACK_TO_SIGN_IN = <ShellLink href="/">Zurück zur Anmeldung</ShellLink>;

/**
 * Asks for a reset link by e-mail. The answer is the same whether or not the address belongs
 * to a user. Without a mail server only an owner of the company can create the link.
 */
export default function PasswordForgottenPage({ mailEnabled }: { mailEnabled: boolean }) {
  usePageTitle('Passwort vergessen');
  const [sent, setSent] = useState(false);

  if (!mailEnabled) {
    return (
      <AuthCard title="Passwort vergessen" footer={BACK_TO_SIGN_IN}>
        <Typography.Paragraph>Dieser Server versendet keine E-Mails.</Typography.Paragraph>
        <Typography.Paragraph style={{ marginBottom: 0 }}>{OWNER_CREATES_LINK_HINT}</Typography.Paragraph>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Passwort vergessen" footer={BACK_TO_SIGN_IN}>
      {sent ? (
        <Alert
          type="success"
          showIcon
          title={RESET_REQUEST_SENT_MESSAGE}
          description={`Keine E-Mail erhalten? Bitte sehen Sie auch im Spam-Ordner nach. ${OWNER_CREATES_LINK_HINT}`}
        />
      ) : (
        <>
          <Typography.Paragraph>
            Geben Sie die E-Mail-Adresse Ihres Benutzers ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort
            festlegen.
          </Typography.Paragraph>
          <ResetRequestForm onSent={() => setSent(true)} />
        </>
      )}
    </AuthCard>
  );
}
