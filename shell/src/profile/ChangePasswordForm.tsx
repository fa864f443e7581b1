import { useState } from 'react';
import type * as v from 'valibot';
import { ApiError, authEndpoints, ChangePasswordFormSchema } from '@planner/api';
import { apiClient, hasFieldErrors } from '@planner/platform';
import { Alert, App, applyFieldErrors, Button, Form, Input, valibotFieldRules } from '@planner/ui';
import { NewPasswordFields } from '../auth/NewPasswordFields';

type ChangePasswordValues = v.InferInput<typeof ChangePasswordFormSchema>;

const rules = valibotFieldRules(ChangePasswordFormSchema);

/** Too many wrong passwords (429), or an account whose password the server keeps (403). */
const REFUSALS = new Set([403, 429]);

export const PASSWORD_CHANGED_MESSAGE = 'Ihr Passwort wurde geändert. Alle anderen Sitzungen wurden abgemeldet.';

/** Current password, new password and its repetition; the server ends the user's other sessions. */
export function ChangePasswordForm({ loginName }: { loginName: string }) {
  const [form] = Form.useForm<ChangePasswordValues>();
  const { message } = App.useApp();
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async ({ newPasswordConfirmation: _repeated, ...change }: ChangePasswordValues) => {
    setSubmitting(true);
    setRefusal(null);
    try {
      await apiClient.call(authEndpoints.changePassword, { body: change });
      form.resetFields();
      void message.success(PASSWORD_CHANGED_MESSAGE);
    } catch (error) {
      if (hasFieldErrors(error)) applyFieldErrors(form, error.body.fieldErrors ?? []);
      else if (error instanceof ApiError && REFUSALS.has(error.status)) setRefusal(error.body.fallbackMessage);
      else throw error;
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<ChangePasswordValues>
      form={form}
      layout="vertical"
      onFinish={submit}
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
