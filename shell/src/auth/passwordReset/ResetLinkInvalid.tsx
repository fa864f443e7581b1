import { MSG_RESET_LINK_INVALID } from '@planner/api';
import { Typography } from '@planner/ui';
import { PASSWORD_FORGOTTEN_PATH } from '../../routing/accountLinks';
import { ShellLink } from '../../routing/ShellLink';
import { ShellLinkButton } from '../../routing/ShellLinkButton';
import { AuthCard } from '../AuthCard';

/** An unknown, used or expired reset link; the server does not say which. */
export function ResetLinkInvalid() {
  return (
    <AuthCard title="Link ungültig" footer={<ShellLink href="/">Zur Anmeldung</ShellLink>}>
      <Typography.Paragraph>{MSG_RESET_LINK_INVALID}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        Ein Link zum Zurücksetzen gilt nur kurze Zeit und nur für eine Änderung des Passworts.
      </Typography.Paragraph>
      <ShellLinkButton type="primary" block href={PASSWORD_FORGOTTEN_PATH}>
        Neuen Link anfordern
      </ShellLinkButton>
    </AuthCard>
  );
}
