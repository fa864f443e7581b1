import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from 'antd/es/modal';

const LoadedModal = lazy(() => import('antd/es/modal'));

/**
 * antd's Modal, downloaded when the dialog first opens: pages mount their dialogs closed,
 * and most visits never open one. Once opened it stays mounted, for the closing animation.
 */
export function LazyModal(props: ModalProps) {
  const [opened, setOpened] = useState(Boolean(props.open));
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LoadedModal {...props} />
    </Suspense>
  );
}
