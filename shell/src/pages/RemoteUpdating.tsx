import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result, ResultHeading } from '@planner/ui';

/** A remote built for another version of the platform than this page's: it is not loaded. */
export default function RemoteUpdating({ onRetry }: { onRetry: () => void }) {
  return (
    <Result
      status="info"
      title={<ResultHeading>Dieser Bereich wird gerade aktualisiert</ResultHeading>}
      subTitle="Er passt nicht zur geladenen Version der Anwendung. Sobald eine passende Version bereitsteht, öffnet „Erneut versuchen“ sie. Alle anderen Bereiche können Sie weiterhin nutzen."
      extra={
        <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
          Erneut versuchen
        </Button>
      }
    />
  );
}
