import type * as v from 'valibot';
import { authEndpoints, RequestPasswordResetSchema } from '@planner/api';
import { apiClient } from '@planner/platform';
import { Alert, Button, Form, Input, valibotFieldRules } from '@planner/ui';
import { useFormSubmit } from '../useFormSubmit';

type ResetRequestValues = v.InferInput<typeof RequestPasswordResetSchema>;

const rules = valibotFieldRules(RequestPasswordResetSchema);

/** Too many requests in a short time. */
const REFUSALS = new Set([429]);

/** The e-mail address a reset link goes to; `onSent` follows the server's one answer for every address. */
export function ResetRequestForm({ onSent }: { onSent: () => void }) {
  const [form] = Form.useForm<ResetRequestValues>();
  const { submitting, refusal, submit } = useFormSubmit(form, { refusedStatuses: REFUSALS });

  const requestLink = (values: ResetRequestValues) =>
    submit(async () => {
      await apiClient.call(authEndpoints.requestPasswordReset, { body: values });
      onSent();
    });

  return (
    <Form<ResetRequestValues>
      form={form}
      layout="vertical"
      onFinish={requestLink}
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
