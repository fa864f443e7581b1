import { ChangeRolesSchema, isPermitted, ROLE_LABELS, type Role, type TeamUser } from '@planner/api';
import { Alert, App, Form, FormDialog, Typography, valibotFieldRules } from '@planner/ui';
import { useState } from 'react';
import { RoleCheckboxes } from './RoleCheckboxes';
import { teamFailureText } from './teamFailures';
import { userDisplayName } from './userDisplayName';
import { useTeamMutations } from './useTeam';

const rules = valibotFieldRules(ChangeRolesSchema);

/** Shown while the owner is about to take away their own right to manage users. */
function OwnAccessWarning() {
  const roles: Role[] | undefined = Form.useWatch('roles');
  if (!roles || roles.length === 0 || isPermitted(roles, 'manageCompany')) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title="Ohne die Rolle Inhaber können Sie danach keine Benutzer und Firmeneinstellungen mehr verwalten."
      style={{ marginBottom: 16 }}
    />
  );
}

export interface ChangeRolesDialogProps {
  open: boolean;
  /** The user as the list shows it now: after a refused change its newer version is sent. */
  user: TeamUser;
  isSignedInUser: boolean;
  onClose: () => void;
}

/** The roles of one user, one checkbox each. A refusal (last owner, changed meanwhile) is shown in the dialog. */
export function ChangeRolesDialog({ open, user, isSignedInUser, onClose }: ChangeRolesDialogProps) {
  const { message } = App.useApp();
  const { changeRoles } = useTeamMutations();
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };

  return (
    <FormDialog<{ roles: Role[] }>
      open={open}
      title={`Rollen von ${userDisplayName(user)} ändern`}
      successMessage="Rollen geändert."
      initialValues={{ roles: user.roles }}
      onClose={close}
      onSubmit={async ({ roles }) => {
        setRefusal(null);
        const { failure } = await changeRoles(user, roles, isSignedInUser);
        if (!failure) return;
        if (failure.type !== 'failure/NotFound') {
          setRefusal(teamFailureText(failure));
          return false;
        }
        void message.error(teamFailureText(failure));
        close();
        return false;
      }}
      width={560}
    >
      <Typography.Paragraph type="secondary">
        Derzeit: {user.roles.map((role) => ROLE_LABELS[role]).join(', ')}. Ein Benutzer kann mehrere Rollen haben; er darf, was eine seiner
        Rollen erlaubt.
      </Typography.Paragraph>
      <Form.Item name="roles" label="Rollen" rules={rules.roles}>
        <RoleCheckboxes />
      </Form.Item>
      {isSignedInUser && <OwnAccessWarning />}
      {refusal && <Alert type="error" showIcon role="alert" title={refusal} />}
    </FormDialog>
  );
}
