import { WifiOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, usePageTitle } from '@planner/ui';
import { ErrorPageFrame } from './ErrorPageFrame';
import { reloadPage } from './reloadPage';
import { useCountdown } from './useCountdown';

export const NETWORK_ERROR_COUNTDOWN_SECONDS = 10;

export function NetworkErrorPage() {
  usePageTitle('Nicht erreichbar');
  const remaining = useCountdown(NETWORK_ERROR_COUNTDOWN_SECONDS, reloadPage);
  return (
    <ErrorPageFrame>
      <Flex vertical align="center" gap="middle" style={{ textAlign: 'center' }}>
        <WifiOutlined style={{ fontSize: 56, color: '#d48806' }} />
        <Typography.Title level={2} style={{ margin: 0 }}>
          Die Anwendung ist vorübergehend nicht erreichbar
        </Typography.Title>
        <Typography.Text type="secondary">The application is temporarily not available.</Typography.Text>
        <Typography.Text>Neuer Versuch in {remaining} Sekunden.</Typography.Text>
        <Button type="primary" onClick={reloadPage}>
          Jetzt neu laden
        </Button>
      </Flex>
    </ErrorPageFrame>
  );
}
