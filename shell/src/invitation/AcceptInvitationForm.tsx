import { useState } from 'react';
import { MSG_EMAIL_HAS_ACCOUNT, publicInvitationEndpoints } from '@planner/api';
import { apiClient } from '@planner/platform';
import { Alert, Button, Form, Input, valibotFieldRules } from '@planner/ui';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { AcceptInvitationFormSchema, type AcceptInvitationFormValues } from '../auth/passwordFormSchemas';
import { useSignInSubmit } from '../auth/useSignInSubmit';
import { ShellLink } from '../routing/ShellLink';
import type { InvitationFailureType } from './InvitationFailure';

const rules = valibotFieldRules(AcceptInvitationFormSchema);

interface AcceptInvitationFormProps {
  token: string;
  /** The invitation's address, which becomes the user's sign-in name. */
  email: string;
  /** The invitation stopped being usable while the form was open. */
  onInvitationFailure: (type: InvitationFailureType) => void;
}

/** Name and password of the new user; accepting signs in and opens the app. */
export function AcceptInvitationForm({ token, email, onInvitationFailure }: AcceptInvitationFormProps) {
  const [form] = Form.useForm<AcceptInvitationFormValues>();
  const { submitting, submit } = useSignInSubmit(form);
  const [emailTaken, setEmailTaken] = useState(false);

  const acceptInvitation = ({ passwordConfirmation: _repeated, ...acceptance }: AcceptInvitationFormValues) =>
    submit(async () => {
      setEmailTaken(false);
      const result = await apiClient.call(publicInvitationEndpoints.accept, { params: { token }, body: acceptance });
      if (result.type === 'success') return result.data.jwsTokens;
      if (result.type === 'failure/EmailTaken') setEmailTaken(true);
      else onInvitationFailure(result.type);
      return null;
    });

  return (
    <Form<AcceptInvitationFormValues>
      form={form}
      layout="vertical"
      onFinish={acceptInvitation}
      disabled={submitting}
      initialValues={{ firstName: '', lastName: '', password: '', passwordConfirmation: '' }}
    >
      {emailTaken && (
        <Alert
          type="error"
          showIcon
          title="Ihre E-Mail-Adresse hat bereits einen Zugang"
          description={
            <>
              {MSG_EMAIL_HAS_ACCOUNT} <ShellLink href="/">Mit dieser Adresse anmelden</ShellLink>
            </>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {/* Lets password managers store the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <Form.Item name="firstName" label="Vorname" rules={rules.firstName}>
        <Input autoComplete="given-name" autoFocus />
      </Form.Item>
      <Form.Item name="lastName" label="Nachname" rules={rules.lastName}>
        <Input autoComplete="family-name" />
      </Form.Item>
      <NewPasswordFields
        name="password"
        label="Passwort"
        rules={rules.password}
        confirmationName="passwordConfirmation"
        confirmationLabel="Passwort wiederholen"
        confirmationRules={rules.passwordConfirmation}
      />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        Einladung annehmen
      </Button>
    </Form>
  );
}
