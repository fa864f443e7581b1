import { CreateInvitationSchema, INVITATION_VALID_DAYS, type CreatedInvitation, type Role } from '@planner/api';
import { Button, Form, FormDialog, Input, Modal, Typography, valibotFieldRules } from '@planner/ui';
import { useState } from 'react';
import { IssuedLinkDetails } from './IssuedLinkDetails';
import { RoleCheckboxes } from './RoleCheckboxes';
import { invitationPageUrl } from './teamLinks';
import { teamFailureText } from './teamFailures';
import { useTeamMutations } from './useTeam';

interface InviteValues {
  email: string;
  roles: Role[];
}

const rules = valibotFieldRules(CreateInvitationSchema);
const EMPTY_INVITATION: InviteValues = { email: '', roles: [] };

export interface InviteUserDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Invites a person by e-mail address and roles, then shows the invitation link to pass on and
 * whether it went out by e-mail. The link is answered only now, so the second step stays open
 * until the owner closes it.
 */
export function InviteUserDialog({ open, onClose }: InviteUserDialogProps) {
  const [form] = Form.useForm<InviteValues>();
  const { invite } = useTeamMutations();
  const [created, setCreated] = useState<CreatedInvitation | null>(null);

  return (
    <>
      <FormDialog<InviteValues>
        open={open && !created}
        form={form}
        title="Benutzer einladen"
        okText="Einladen"
        successMessage="Einladung erstellt."
        initialValues={EMPTY_INVITATION}
        onClose={onClose}
        onSubmit={async (values) => {
          const { data, failure } = await invite(values);
          if (failure) form.setFields([{ name: 'email', errors: [teamFailureText(failure)] }]);
          else setCreated(data);
          // The form closes by giving way to the link, not with a toast.
          return false;
        }}
        width={560}
      >
        <Typography.Paragraph type="secondary">
          Die eingeladene Person wählt über den Link in der Einladung ihren Namen und ihr Passwort. Die Einladung ist {INVITATION_VALID_DAYS} Tage
          gültig; eine noch offene Einladung an dieselbe Adresse wird dadurch ersetzt.
        </Typography.Paragraph>
        <Form.Item name="email" label="E-Mail" rules={rules.email}>
          <Input type="email" autoComplete="off" autoFocus />
        </Form.Item>
        <Form.Item name="roles" label="Rollen" rules={rules.roles}>
          <RoleCheckboxes />
        </Form.Item>
      </FormDialog>
      <Modal
        open={open && created !== null}
        title={created ? `Einladung für ${created.invitation.email} erstellt` : 'Einladung erstellt'}
        onCancel={onClose}
        afterClose={() => setCreated(null)}
        footer={
          <Button type="primary" onClick={onClose}>
            Schließen
          </Button>
        }
        width={560}
      >
        {created && (
          <IssuedLinkDetails
            url={invitationPageUrl(created.token)}
            label="Einladungslink"
            expiresAt={created.expiresAt}
            emailedTo={created.emailed ? created.invitation.email : null}
          />
        )}
      </Modal>
    </>
  );
}
