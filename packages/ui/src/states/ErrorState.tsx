import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from '../kit/antd';

export interface ErrorStateProps {
  message?: string;
  onRetry?: () => void;
}

/** A part of the page failed to load; the rest stays usable. */
export function ErrorState({ message = 'Daten konnten nicht geladen werden.', onRetry }: ErrorStateProps) {
  return (
    <Result
      status="error"
      title={message}
      extra={
        onRetry && (
          <Button icon={<ReloadOutlined />} onClick={onRetry}>
            Erneut versuchen
          </Button>
        )
      }
    />
  );
}
