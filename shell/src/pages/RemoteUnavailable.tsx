import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result, ResultHeading } from '@planner/ui';

export default function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title={<ResultHeading>Modul vorübergehend nicht verfügbar</ResultHeading>}
      subTitle="Dieser Bereich konnte nicht geladen werden. Alle anderen Bereiche können Sie weiterhin nutzen."
      extra={
        <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
          Erneut versuchen
        </Button>
      }
    />
  );
}
