import { useState } from 'react';
import type * as v from 'valibot';
import { ApiError, authEndpoints, RequestPasswordResetSchema } from '@planner/api';
import { apiClient, hasFieldErrors } from '@planner/platform';
import { Alert, applyFieldErrors, Button, Form, Input, valibotFieldRules } from '@planner/ui';

type ResetRequestValues = v.InferInput<typeof RequestPasswordResetSchema>;

const rules = valibotFieldRules(RequestPasswordResetSchema);

/** The e-mail address a reset link goes to; `onSent` follows the server's one answer for every address. */
export function ResetRequestForm({ onSent }: { onSent: () => void }) {
  const [form] = Form.useForm<ResetRequestValues>();
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (values: ResetRequestValues) => {
    setSubmitting(true);
    setRefusal(null);
    try {
      await apiClient.call(authEndpoints.requestPasswordReset, { body: values });
      onSent();
    } catch (error) {
      if (hasFieldErrors(error)) applyFieldErrors(form, error.body.fieldErrors ?? []);
      // Too many requests in a short time.
      else if (error instanceof ApiError && error.status === 429) setRefusal(error.body.fallbackMessage);
      else throw error;
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<ResetRequestValues>
      form={form}
      layout="vertical"
      onFinish={submit}
      requiredMark={false}
      disabled={submitting}
      initialValues={{ email: '' }}
    >
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
      <Form.Item name="email" label="E-Mail" rules={rules.email}>
        <Input type="email" autoComplete="username" autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        Link anfordern
      </Button>
    </Form>
  );
}
