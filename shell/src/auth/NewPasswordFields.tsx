import { Form, type FormRule, Input } from '@planner/ui';

interface NewPasswordFieldsProps {
  name: string;
  label: string;
  confirmationName: string;
  confirmationLabel: string;
  rules: FormRule[] | undefined;
  confirmationRules: FormRule[] | undefined;
}

/** A password someone chooses and its repetition, both hidden, for password managers marked as new. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  return (
    <>
      <Form.Item name={props.name} label={props.label} rules={props.rules}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name={props.confirmationName}
        label={props.confirmationLabel}
        dependencies={[props.name]}
        rules={props.confirmationRules}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
