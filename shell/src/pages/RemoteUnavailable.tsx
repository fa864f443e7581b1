import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result, ResultHeading } from '@planner/ui';

interface RemoteUnavailableProps {
  /** The area's code could not be downloaded, or it failed while it was being shown. */
  reason: 'unavailable' | 'crashed';
  onRetry: () => void;
}

export default function RemoteUnavailable({ reason, onRetry }: RemoteUnavailableProps) {
  const what = reason === 'crashed' ? 'konnte nicht angezeigt werden' : 'konnte nicht geladen werden';
  return (
    <Result
      status="warning"
      title={<ResultHeading>Modul vorübergehend nicht verfügbar</ResultHeading>}
      subTitle={`Dieser Bereich ${what}. Alle anderen Bereiche können Sie weiterhin nutzen.`}
      extra={
        <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
          Erneut versuchen
        </Button>
      }
    />
  );
}
