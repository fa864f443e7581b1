import { useRef } from 'react';
import { App } from '../kit/antd';

/**
 * Asks before a dialog with changed input closes ('Änderungen verwerfen?'); `discard` runs only
 * when the person confirms. A stray click beside the dialog or Escape then loses nothing. While
 * the question is open, further close attempts do not ask again.
 */
export function useConfirmDiscard(): (discard: () => void) => void {
  const { modal } = App.useApp();
  const asking = useRef(false);
  return (discard) => {
    if (asking.current) return;
    asking.current = true;
    void modal.confirm({
      title: 'Änderungen verwerfen?',
      content: 'Ihre Eingaben in diesem Dialog gehen dabei verloren.',
      okText: 'Verwerfen',
      okButtonProps: { danger: true },
      cancelText: 'Weiter bearbeiten',
      onOk: discard,
      afterClose: () => {
        asking.current = false;
      },
    });
  };
}
