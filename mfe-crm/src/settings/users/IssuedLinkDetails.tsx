import { MSG_MAIL_NOT_CONFIGURED } from '@planner/api';
import { Alert, Flex, formatDateTime, Typography } from '@planner/ui';
import { CopyableLink } from '../../common/CopyableLink';
import { useMailEnabled } from '../../common/useMailEnabled';

export const MSG_LINK_NOT_EMAILED = 'Die E-Mail konnte nicht gesendet werden. Bitte kopieren Sie den Link und geben Sie ihn selbst weiter.';

export interface IssuedLinkDetailsProps {
  url: string;
  /** Names the link's field, e.g. 'Einladungslink'. */
  label: string;
  expiresAt: Date | string;
  /** The address the link was e-mailed to; `null` when it was not sent. */
  emailedTo: string | null;
}

/** A single-use link just issued: whether it went out by e-mail, the link to copy and how long it is valid. */
export function IssuedLinkDetails({ url, label, expiresAt, emailedTo }: IssuedLinkDetailsProps) {
  const mailEnabled = useMailEnabled();
  return (
    <Flex vertical gap="middle">
      {emailedTo ? (
        <Alert type="success" showIcon title={`Der Link wurde per E-Mail an ${emailedTo} gesendet.`} />
      ) : (
        <Alert type={mailEnabled ? 'warning' : 'info'} showIcon title={mailEnabled ? MSG_LINK_NOT_EMAILED : MSG_MAIL_NOT_CONFIGURED} />
      )}
      <CopyableLink url={url} label={label} />
      <Typography.Text type="secondary">
        Gültig bis {formatDateTime(expiresAt)}. Der Link funktioniert einmal und wird nur jetzt angezeigt.
      </Typography.Text>
    </Flex>
  );
}
