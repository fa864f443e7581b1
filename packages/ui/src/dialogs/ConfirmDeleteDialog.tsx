import { App } from '../kit/antd';
import { LazyModal } from '../kit/LazyModal';
import { useState } from 'react';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  /** What is deleted, by its name: the dialog asks '„Wallbox“ wirklich löschen?'. */
  subject: string;
  /** E.g. 'Das löschen kann nicht rückgängig gemacht werden.' */
  text: string;
  /** Label of the danger button, e.g. 'Installation löschen'. */
  confirmText?: string;
  /**
   * Deletes. Resolve to `false` when the deletion did not happen (e.g. a domain failure the
   * caller has shown); the dialog then closes without the success toast.
   */
  onConfirm: () => Promise<void | false>;
  /** Toast after deleting, e.g. 'Kunde wurde gelöscht.' */
  successMessage?: string;
  onClose: () => void;
}

export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  const { onConfirm, onClose } = props;
  const { message } = App.useApp();
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    setDeleting(true);
    try {
      const outcome = await onConfirm();
      if (outcome !== false && props.successMessage) void message.success(props.successMessage);
      onClose();
    } finally {
      setDeleting(false);
    }
  };

  return (
    <LazyModal
      open={props.open}
      title={`„${props.subject}“ wirklich löschen?`}
      okText={props.confirmText ?? 'Löschen'}
      cancelText="Abbrechen"
      okButtonProps={{ danger: true }}
      cancelButtonProps={{ disabled: deleting }}
      confirmLoading={deleting}
      onOk={confirm}
      onCancel={() => {
        if (!deleting) onClose();
      }}
      mask={{ closable: !deleting }}
    >
      {props.text}
    </LazyModal>
  );
}
