import { lazy, type ReactElement } from 'react';
import { accountLinkOf, PASSWORD_FORGOTTEN_PATH } from '../routing/accountLinks';

const PasswordForgottenPage = lazy(() => import('./passwordReset/PasswordForgottenPage'));
const PasswordResetPage = lazy(() => import('./passwordReset/PasswordResetPage'));
const InvitationPage = lazy(() => import('../invitation/InvitationPage'));

/**
 * The page at `pathname` that serves someone's account without a session: the reset request and
 * the pages of invitation and reset links. They open whether or not someone is signed in, so a
 * link from an e-mail works in any browser. `null` for every other path.
 */
export function accountPageAt(pathname: string, mailEnabled: boolean): ReactElement | null {
  if (pathname === PASSWORD_FORGOTTEN_PATH) return <PasswordForgottenPage mailEnabled={mailEnabled} />;
  const link = accountLinkOf(pathname);
  if (link?.kind === 'invitation') return <InvitationPage key={link.token} token={link.token} />;
  if (link?.kind === 'password-reset') return <PasswordResetPage key={link.token} token={link.token} />;
  return null;
}
