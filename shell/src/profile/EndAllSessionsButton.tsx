import { LogoutOutlined } from '@ant-design/icons';
import { authEndpoints } from '@planner/api';
import { apiClient, signOut } from '@planner/platform';
import { App, Button } from '@planner/ui';

/** Ends every session of the user, this one included, after asking; then the sign-in page opens. */
export function EndAllSessionsButton({ disabled }: { disabled: boolean }) {
  const { modal } = App.useApp();
  const confirm = () =>
    void modal.confirm({
      title: 'Auf allen Geräten abmelden?',
      content:
        'Sie werden auf jedem Gerät und in jedem Browser abgemeldet, auch hier. Danach melden Sie sich mit Ihrem Passwort neu an.',
      okText: 'Auf allen Geräten abmelden',
      okButtonProps: { danger: true },
      cancelText: 'Abbrechen',
      onOk: async () => {
        await apiClient.call(authEndpoints.endAllSessions);
        await signOut();
        window.location.assign('/');
      },
    });

  return (
    <Button danger icon={<LogoutOutlined />} disabled={disabled} onClick={confirm}>
      Abmelden auf allen Geräten
    </Button>
  );
}
