import { useState } from 'react';
import { ApiError, authEndpoints, LoginRequestSchema, type LoginRequest } from '@planner/api';
import { apiClient, signIn } from '@planner/platform';
import { Alert, Button, Flex, Form, Input, usePageTitle, valibotFieldRules } from '@planner/ui';
import { PASSWORD_FORGOTTEN_PATH } from '../routing/accountLinks';
import { ShellLink } from '../routing/ShellLink';
import { AuthCard } from './AuthCard';

const rules = valibotFieldRules(LoginRequestSchema);

type SignInFailure = { title: string; description: string };

export default function SignInPage({ registrationEnabled }: { registrationEnabled: boolean }) {
  usePageTitle('Anmelden');
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: LoginRequest) => {
    setSubmitting(true);
    setFailure(null);
    try {
      const result = await apiClient.call(authEndpoints.login, { body: values });
      await signIn(result.data.jwsTokens);
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 429)) throw error;
      setFailure({
        title: 'Anmeldung fehlgeschlagen!',
        description:
          error.status === 429 ? error.body.fallbackMessage : 'Ungültiger Benutzername oder falsches Passwort.',
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard
      title="Anmelden"
      footer={
        <Flex vertical gap="small" align="center">
          <ShellLink href={PASSWORD_FORGOTTEN_PATH}>Passwort vergessen?</ShellLink>
          {registrationEnabled && <ShellLink href="/register">Noch kein Konto? Jetzt registrieren</ShellLink>}
        </Flex>
      }
    >
      {failure && (
        <Alert type="error" showIcon title={failure.title} description={failure.description} style={{ marginBottom: 16 }} />
      )}
      <Form<LoginRequest>
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        disabled={submitting}
        initialValues={{ loginName: '', password: '' }}
      >
        <Form.Item name="loginName" label="Benutzername (E-Mail)" rules={rules.loginName}>
          <Input autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item name="password" label="Passwort" rules={rules.password}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          Anmelden
        </Button>
      </Form>
    </AuthCard>
  );
}
