import { PASSWORD_RESET_VALID_MINUTES, type IssuedLink, type TeamUser } from '@planner/api';
import { Alert, Button, Flex, Modal, Typography } from '@planner/ui';
import { useState } from 'react';
import { useMailEnabled } from '../../common/useMailEnabled';
import { IssuedLinkDetails } from './IssuedLinkDetails';
import { passwordResetPageUrl } from './teamLinks';
import { teamFailureText } from './teamFailures';
import { userDisplayName } from './userDisplayName';
import { useTeamMutations } from './useTeam';

export interface PasswordResetDialogProps {
  open: boolean;
  user: TeamUser;
  onClose: () => void;
}

/** Issues a single-use link with which the user chooses a new password, after the owner asked for it. */
export function PasswordResetDialog({ open, user, onClose }: PasswordResetDialogProps) {
  const { createPasswordReset, refresh } = useTeamMutations();
  const mailEnabled = useMailEnabled();
  const [issued, setIssued] = useState<IssuedLink | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const name = userDisplayName(user);

  const create = async () => {
    setCreating(true);
    setRefusal(null);
    try {
      const { data, failure } = await createPasswordReset(user.id);
      if (data) {
        setIssued(data);
        return;
      }
      setRefusal(teamFailureText(failure));
      await refresh();
    } finally {
      setCreating(false);
    }
  };
  const cancel = () => {
    if (!creating) onClose();
  };

  return (
    <Modal
      open={open}
      title="Link zum Zurücksetzen des Passworts"
      onCancel={cancel}
      afterClose={() => {
        setIssued(null);
        setRefusal(null);
      }}
      mask={{ closable: !creating }}
      footer={
        issued ? (
          <Button type="primary" onClick={onClose}>
            Schließen
          </Button>
        ) : (
          <Flex gap="small" justify="flex-end" wrap>
            <Button disabled={creating} onClick={cancel}>
              Abbrechen
            </Button>
            <Button type="primary" loading={creating} onClick={() => void create()}>
              Link erstellen
            </Button>
          </Flex>
        )
      }
      width={560}
    >
      {issued ? (
        <IssuedLinkDetails
          url={passwordResetPageUrl(issued.token)}
          label="Link zum Zurücksetzen des Passworts"
          expiresAt={issued.expiresAt}
          emailedTo={issued.emailed ? user.email : null}
        />
      ) : (
        <Flex vertical gap="middle">
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            Mit dem Link wählt {name} ein neues Passwort. Er funktioniert einmal und ist {PASSWORD_RESET_VALID_MINUTES} Minuten gültig.
            {mailEnabled && ` Er wird auch per E-Mail an ${user.email} gesendet.`}
          </Typography.Paragraph>
          {refusal && <Alert type="error" showIcon role="alert" title={refusal} />}
        </Flex>
      )}
    </Modal>
  );
}
