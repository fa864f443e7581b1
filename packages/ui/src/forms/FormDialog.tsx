import { hasFieldErrors } from '@planner/platform';
import { App, Button, Flex, Form } from '../kit/antd';
import { LazyModal } from '../kit/LazyModal';
import type { FormInstance, FormProps, ModalProps } from '../kit/antd';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useConfirmDiscard } from '../dialogs/useConfirmDiscard';
import { applyFieldErrors } from './fieldErrors';

export interface FormDialogProps<V extends object> {
  open: boolean;
  title: ReactNode;
  /** Called on cancel and after a successful save; the parent sets `open` to false. */
  onClose: () => void;
  /**
   * Saves the values. Resolve to `false` to keep the dialog open without toast, e.g. after
   * showing a domain failure on a field. A thrown ValidationError is shown on its fields.
   */
  onSubmit: (values: V) => Promise<void | false>;
  /** Toast after saving, e.g. 'Kunde erfolgreich erstellt'. */
  successMessage: string;
  initialValues?: Partial<V>;
  /** Only needed to call form methods from outside, e.g. in `onValuesChange`. */
  form?: FormInstance<V>;
  onValuesChange?: FormProps<V>['onValuesChange'];
  okText?: string;
  /** Wizards pass false so that a click beside the dialog does not lose the input. */
  maskClosable?: boolean;
  width?: ModalProps['width'];
  /** A further action at the footer's start, e.g. 'Auswahl entfernen'; once done, the dialog closes with its toast. */
  extraAction?: FormDialogAction;
  children: ReactNode;
}

export interface FormDialogAction {
  label: string;
  successMessage: string;
  /** Resolve to `false` to keep the dialog open without toast. */
  run: () => Promise<void | false>;
}

/**
 * A dialog around an antd Form: Enter submits, the OK button shows the save in progress,
 * success closes with a toast. The form is destroyed on close, so every opening starts
 * from `initialValues` (cancel discards the input). Closing with changed fields (Abbrechen,
 * the X, Escape, a click beside the dialog) asks first.
 */
export function FormDialog<V extends object>(props: FormDialogProps<V>) {
  const { open, onClose, onSubmit } = props;
  const [form] = Form.useForm<V>(props.form);
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const confirmDiscard = useConfirmDiscard();
  const cancel = () => {
    if (saving) return;
    if (form.isFieldsTouched()) confirmDiscard(onClose);
    else onClose();
  };

  const runExtraAction = async (action: FormDialogAction) => {
    setSaving(true);
    try {
      if ((await action.run()) === false) return;
      void message.success(action.successMessage);
      onClose();
    } finally {
      setSaving(false);
    }
  };

  const submit = async (values: V) => {
    setSaving(true);
    try {
      if ((await onSubmit(values)) === false) return;
      void message.success(props.successMessage);
      onClose();
    } catch (error) {
      if (!hasFieldErrors(error)) throw error;
      applyFieldErrors(form, error.body.fieldErrors ?? []);
    } finally {
      setSaving(false);
    }
  };

  return (
    <LazyModal
      open={open}
      title={props.title}
      width={props.width}
      okText={props.okText ?? 'Speichern'}
      cancelText="Abbrechen"
      confirmLoading={saving}
      okButtonProps={{ htmlType: 'submit' }}
      cancelButtonProps={{ disabled: saving }}
      onCancel={cancel}
      mask={{ closable: props.maskClosable ?? true }}
      footer={
        props.extraAction
          ? (buttons) => {
              const action = props.extraAction as FormDialogAction;
              return (
                <Flex justify="space-between" align="center" wrap gap="small">
                  <Button danger disabled={saving} onClick={() => void runExtraAction(action)}>
                    {action.label}
                  </Button>
                  <Flex gap="small">{buttons}</Flex>
                </Flex>
              );
            }
          : undefined
      }
      destroyOnHidden
      modalRender={(dialog) => (
        <Form<V>
          form={form}
          layout="vertical"
          initialValues={props.initialValues}
          onValuesChange={props.onValuesChange}
          onFinish={submit}
          clearOnDestroy
        >
          {dialog}
        </Form>
      )}
    >
      {props.children}
    </LazyModal>
  );
}
