import { FileSearchOutlined } from '@ant-design/icons';
import { Result } from '../kit/antd';
import type { ReactNode } from 'react';

export interface NotFoundStateProps {
  /** The message of the `failure/NotFound`, e.g. 'Projekt nicht gefunden.' */
  message?: string;
  action?: ReactNode;
}

export function NotFoundState({ message = 'Nicht gefunden.', action }: NotFoundStateProps) {
  return <Result icon={<FileSearchOutlined />} title={message} extra={action} />;
}
