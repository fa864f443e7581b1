import type { GenericSchema } from 'valibot';
import { Form, FormDialog, Input, valibotRule } from '@planner/ui';

export interface NameDialogProps {
  title: string;
  label: string;
  initialName: string;
  successMessage: string;
  /** Validates the name, with the spec's message. */
  schema: GenericSchema<string>;
  onClose: () => void;
  /** Resolves to `false` when the save failed (the failure has been shown). */
  onSubmit: (name: string) => Promise<void | false>;
}

/** A dialog with a single required name: rename or copy a quote, rename a floor. Loaded when opened. */
export default function NameDialog(props: NameDialogProps) {
  return (
    <FormDialog<{ name: string }>
      open
      title={props.title}
      successMessage={props.successMessage}
      initialValues={{ name: props.initialName }}
      onClose={props.onClose}
      onSubmit={({ name }) => props.onSubmit(name.trim())}
    >
      <Form.Item name="name" label={props.label} rules={[valibotRule(props.schema)]}>
        <Input autoFocus />
      </Form.Item>
    </FormDialog>
  );
}
