import { useState } from 'react';
import type * as v from 'valibot';
import { authEndpoints, RegisterFormSchema, type Environment } from '@planner/api';
import { apiClient, hasFieldErrors, signIn } from '@planner/platform';
import { applyFieldErrors, Button, Checkbox, Form, Input, usePageTitle, valibotFieldRules } from '@planner/ui';
import { ShellLink } from '../routing/ShellLink';
import { AuthCard } from './AuthCard';
import { NewPasswordFields } from './NewPasswordFields';

type RegisterFormValues = v.InferInput<typeof RegisterFormSchema>;

const rules = valibotFieldRules(RegisterFormSchema);

const ENVIRONMENT_OPTIONS: { label: string; value: Environment }[] = [
  { label: 'ElektroPlanner – Elektroinstallation planen und anbieten', value: 'ElektroPlanner' },
  { label: 'PvPlanner – Photovoltaikanlagen planen', value: 'PvPlanner' },
];

export default function RegisterPage() {
  usePageTitle('Registrieren');
  const [form] = Form.useForm<RegisterFormValues>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async ({ passwordConfirmation: _confirmation, ...registration }: RegisterFormValues) => {
    setSubmitting(true);
    try {
      const result = await apiClient.call(authEndpoints.register, { body: registration });
      if (result.type === 'failure/AlreadyRegistered') {
        form.setFields([{ name: 'email', errors: ['Ein Account mit dieser E-Mail-Adresse existiert bereits.'] }]);
        return;
      }
      await signIn(result.data.jwsTokens);
      window.location.assign('/');
    } catch (error) {
      // e.g. a password on the server's list of common passwords
      if (!hasFieldErrors(error)) throw error;
      applyFieldErrors(form, error.body.fieldErrors ?? []);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title="Firma registrieren" footer={<ShellLink href="/">Bereits registriert? Zur Anmeldung</ShellLink>}>
      <Form<RegisterFormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        disabled={submitting}
        initialValues={{ environment: [] }}
      >
        <Form.Item name="companyName" label="Firmenname" rules={rules.companyName}>
          <Input autoComplete="organization" autoFocus />
        </Form.Item>
        <Form.Item name="firstName" label="Vorname" rules={rules.firstName}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item name="lastName" label="Nachname" rules={rules.lastName}>
          <Input autoComplete="family-name" />
        </Form.Item>
        <Form.Item name="email" label="E-Mail" rules={rules.email}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <NewPasswordFields
          name="password"
          label="Passwort"
          rules={rules.password}
          confirmationName="passwordConfirmation"
          confirmationLabel="Passwort wiederholen"
          confirmationRules={rules.passwordConfirmation}
        />
        <Form.Item name="environment" label="Umgebung" rules={rules.environment}>
          <Checkbox.Group options={ENVIRONMENT_OPTIONS} style={{ display: 'grid', gap: 8 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          Registrieren
        </Button>
      </Form>
    </AuthCard>
  );
}
