import { authEndpoints } from '@planner/api';
import { apiClient } from '@planner/platform';
import { Button, Form, valibotFieldRules } from '@planner/ui';
import { NewPasswordFields } from '../NewPasswordFields';
import { ResetPasswordFormSchema, type ResetPasswordFormValues } from '../passwordFormSchemas';
import { useSignInSubmit } from '../useSignInSubmit';

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
  const { submitting, submit } = useSignInSubmit(form);

  const resetPassword = ({ passwordConfirmation: _repeated, ...reset }: ResetPasswordFormValues) =>
    submit(async () => {
      const result = await apiClient.call(authEndpoints.resetPassword, { params: { token }, body: reset });
      if (result.type === 'success') return result.data.jwsTokens;
      onLinkInvalid();
      return null;
    });

  return (
    <Form<ResetPasswordFormValues>
      form={form}
      layout="vertical"
      onFinish={resetPassword}
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
