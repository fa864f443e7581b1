import { Alert } from '@planner/ui';
import { CopyableLink } from '../../common/CopyableLink';

export const MSG_QUOTE_LINK_NOT_EMAILED =
  'Die E-Mail an den Kunden konnte nicht gesendet werden, z. B. weil beim Kunden keine E-Mail-Adresse hinterlegt ist. Bitte kopieren Sie den Link und senden Sie ihn selbst.';

export interface CreatedQuoteLink {
  url: string;
  /** The e-mail to the customer was asked for. */
  emailRequested: boolean;
  /** Where the e-mail went; `null` when none was sent. */
  emailedTo: string | null;
}

/** The new link, shown only now, with whether the e-mail to the customer went out. */
export function CreatedQuoteLinkAlert({ link }: { link: CreatedQuoteLink }) {
  const title = link.emailedTo
    ? `Link an ${link.emailedTo} gesendet.`
    : link.emailRequested
      ? MSG_QUOTE_LINK_NOT_EMAILED
      : 'Link erstellt. Schicken Sie ihn Ihrem Kunden; er wird nur jetzt angezeigt.';
  return (
    <Alert
      type={link.emailRequested && !link.emailedTo ? 'warning' : 'success'}
      showIcon
      role={link.emailRequested && !link.emailedTo ? 'alert' : 'status'}
      title={title}
      description={<CopyableLink url={link.url} label="Link für den Kunden" />}
    />
  );
}
