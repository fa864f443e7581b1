import { Empty, Typography } from '../kit/antd';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  text: string;
  hint?: string;
  action?: ReactNode;
}

/** Nothing to show yet, e.g. 'Keine Einträge gefunden.' */
export function EmptyState({ text, hint, action }: EmptyStateProps) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <Typography.Text>{text}</Typography.Text>
          {hint && (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
              {hint}
            </Typography.Paragraph>
          )}
        </>
      }
    >
      {action}
    </Empty>
  );
}
