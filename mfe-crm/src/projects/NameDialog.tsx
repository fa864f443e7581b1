import { requiredText } from '@planner/api';
import { Form, FormDialog, Input, valibotRule } from '@planner/ui';

const nameRules = [valibotRule(requiredText())];

interface NameDialogProps {
  open: boolean;
  title: string;
  label: string;
  initialName: string;
  successMessage: string;
  onClose: () => void;
  /** Resolves to `false` when the save failed (the failure has been shown). */
  onSubmit: (name: string) => Promise<void | false>;
}

/** A dialog with a single required name: new quote, rename, copy. */
export function NameDialog(props: NameDialogProps) {
  return (
    <FormDialog<{ name: string }>
      open={props.open}
      title={props.title}
      successMessage={props.successMessage}
      initialValues={{ name: props.initialName }}
      onClose={props.onClose}
      onSubmit={({ name }) => props.onSubmit(name.trim())}
    >
      <Form.Item name="name" label={props.label} rules={nameRules}>
        <Input autoFocus />
      </Form.Item>
    </FormDialog>
  );
}
