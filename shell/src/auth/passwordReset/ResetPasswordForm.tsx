import { useState } from 'react';
import { authEndpoints } from '@planner/api';
import { apiClient, hasFieldErrors } from '@planner/platform';
import { applyFieldErrors, Button, Form, valibotFieldRules } from '@planner/ui';
import { NewPasswordFields } from '../NewPasswordFields';
import { ResetPasswordFormSchema, type ResetPasswordFormValues } from '../passwordFormSchemas';
import { startSession } from '../startSession';

const rules = valibotFieldRules(ResetPasswordFormSchema);

interface ResetPasswordFormProps {
  token: string;
  /** The user's sign-in name, for password managers. */
  email: string;
  /** The link was used up or expired while the form was open. */
  onLinkInvalid: () => void;
}

/** The new password and its repetition; saving signs in and opens the app. */
export function ResetPasswordForm({ token, email, onLinkInvalid }: ResetPasswordFormProps) {
  const [form] = Form.useForm<ResetPasswordFormValues>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async ({ passwordConfirmation: _repeated, ...reset }: ResetPasswordFormValues) => {
    setSubmitting(true);
    let signingIn = false;
    try {
      const result = await apiClient.call(authEndpoints.resetPassword, { params: { token }, body: reset });
      if (result.type !== 'success') {
        onLinkInvalid();
        return;
      }
      signingIn = true;
      await startSession(result.data.jwsTokens);
    } catch (error) {
      // e.g. a password on the server's list of common passwords
      if (!hasFieldErrors(error)) throw error;
      applyFieldErrors(form, error.body.fieldErrors ?? []);
    } finally {
      // While the app loads, the form stays busy: the link is used up.
      if (!signingIn) setSubmitting(false);
    }
  };

  return (
    <Form<ResetPasswordFormValues>
      form={form}
      layout="vertical"
      onFinish={submit}
      requiredMark={false}
      disabled={submitting}
      initialValues={{ password: '', passwordConfirmation: '' }}
    >
      {/* Lets password managers store the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordFields
        name="password"
        label="Neues Passwort"
        rules={rules.password}
        confirmationName="passwordConfirmation"
        confirmationLabel="Neues Passwort wiederholen"
        confirmationRules={rules.passwordConfirmation}
      />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        Passwort speichern und anmelden
      </Button>
    </Form>
  );
}
