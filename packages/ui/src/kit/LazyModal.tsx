import type { ModalProps } from 'antd/es/modal';
import { lazyDialog } from './lazyDialog';

/** antd's Modal, downloaded when the dialog first opens (see lazyDialog). */
export const LazyModal = lazyDialog<ModalProps>(() => import('antd/es/modal').then((module) => module.default));
