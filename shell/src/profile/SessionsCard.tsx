import { authEndpoints } from '@planner/api';
import { useApiQuery } from '@planner/platform';
import { Card, EmptyState, ErrorState, Flex, LoadingState, Typography } from '@planner/ui';
import { EndAllSessionsButton } from './EndAllSessionsButton';
import { SessionList } from './SessionList';

function SessionsContent() {
  // A failure stays inside the card; the rest of the profile remains usable.
  const sessions = useApiQuery(authEndpoints.sessions, {}, { throwOnError: false });
  if (sessions.isPending) return <LoadingState label="Geräte werden geladen …" />;
  if (!sessions.data) {
    return <ErrorState message="Die Geräte konnten nicht geladen werden." onRetry={() => void sessions.refetch()} />;
  }
  if (sessions.data.length === 0) return <EmptyState text="Keine angemeldeten Geräte." />;
  return <SessionList sessions={sessions.data} />;
}

/** Where the user is signed in, and the way to sign out everywhere, e.g. after losing a phone. */
export function SessionsCard({ signOutDisabled }: { signOutDisabled: boolean }) {
  return (
    <Card title="Angemeldete Geräte">
      <Flex vertical gap="middle" align="flex-start">
        <Typography.Text type="secondary">
          Hier sehen Sie, auf welchen Geräten und in welchen Browsern Sie angemeldet sind. Erkennen Sie eines nicht, melden
          Sie sich überall ab und ändern Sie Ihr Passwort.
        </Typography.Text>
        <div style={{ alignSelf: 'stretch' }}>
          <SessionsContent />
        </div>
        <EndAllSessionsButton disabled={signOutDisabled} />
      </Flex>
    </Card>
  );
}
