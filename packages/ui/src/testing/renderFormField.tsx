import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Form } from '../kit/antd';
import type { FormInstance } from '../kit/antd';
import { TestProviders } from './TestProviders';

/**
 * Renders one input as the field `label` of an antd form starting at `initialValue`; answers
 * the input and the form's current value of the field.
 */
export function renderFormField<T>(label: string, input: ReactElement, initialValue: T) {
  const formRef: { current: FormInstance<{ field: T }> | null } = { current: null };
  function Harness() {
    const [form] = Form.useForm<{ field: T }>();
    formRef.current = form;
    return (
      <Form form={form} initialValues={{ field: initialValue }}>
        <Form.Item label={label} name="field">
          {input}
        </Form.Item>
      </Form>
    );
  }
  render(
    <TestProviders>
      <Harness />
    </TestProviders>,
  );
  return {
    input: screen.getByRole('textbox', { name: label }) as HTMLInputElement,
    value: () => formRef.current?.getFieldsValue().field as T,
    form: () => formRef.current!,
  };
}
