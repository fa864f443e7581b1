import type * as v from 'valibot';
import { authEndpoints, ChangePasswordFormSchema } from '@planner/api';
import { apiClient } from '@planner/platform';
import { Alert, App, Button, Form, Input, valibotFieldRules } from '@planner/ui';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { useFormSubmit } from '../auth/useFormSubmit';

type ChangePasswordValues = v.InferInput<typeof ChangePasswordFormSchema>;

const rules = valibotFieldRules(ChangePasswordFormSchema);

/** Too many wrong passwords (429), or an account whose password the server keeps (403). */
const REFUSALS = new Set([403, 429]);

export const PASSWORD_CHANGED_MESSAGE = 'Ihr Passwort wurde geändert. Alle anderen Sitzungen wurden abgemeldet.';

/** Current password, new password and its repetition; the server ends the user's other sessions. */
export function ChangePasswordForm({ loginName }: { loginName: string }) {
  const [form] = Form.useForm<ChangePasswordValues>();
  const { message } = App.useApp();
  const { submitting, refusal, submit } = useFormSubmit(form, { refusedStatuses: REFUSALS });

  const changePassword = ({ newPasswordConfirmation: _repeated, ...change }: ChangePasswordValues) =>
    submit(async () => {
      await apiClient.call(authEndpoints.changePassword, { body: change });
      form.resetFields();
      void message.success(PASSWORD_CHANGED_MESSAGE);
    });

  return (
    <Form<ChangePasswordValues>
      form={form}
      layout="vertical"
      onFinish={changePassword}
      disabled={submitting}
      requiredMark={false}
      style={{ maxWidth: 440 }}
    >
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
      {/* Lets password managers store the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={loginName} readOnly hidden />
      <Form.Item name="currentPassword" label="Aktuelles Passwort" rules={rules.currentPassword}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <NewPasswordFields
        name="newPassword"
        label="Neues Passwort"
        rules={rules.newPassword}
        confirmationName="newPasswordConfirmation"
        confirmationLabel="Neues Passwort wiederholen"
        confirmationRules={rules.newPasswordConfirmation}
      />
      <Button type="primary" htmlType="submit" loading={submitting}>
        Passwort ändern
      </Button>
    </Form>
  );
}
