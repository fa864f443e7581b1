import type { UserSession } from '@planner/api';
import { Flex, formatDateTime, Tag, Typography } from '@planner/ui';
import { describeUserAgent } from './describeUserAgent';

const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 } as const;

/** This device first, the others as the server orders them (newest first). */
const thisDeviceFirst = (sessions: readonly UserSession[]) =>
  [...sessions].sort((a, b) => Number(b.current) - Number(a.current));

export function SessionList({ sessions }: { sessions: readonly UserSession[] }) {
  return (
    <ul style={LIST_STYLE} aria-label="Angemeldete Geräte">
      {thisDeviceFirst(sessions).map((session) => (
        <li key={session.id}>
          <Flex vertical gap={2}>
            <Flex gap="small" align="center" wrap>
              <Typography.Text strong>{describeUserAgent(session.userAgent)}</Typography.Text>
              {session.current && <Tag color="blue">Dieses Gerät</Tag>}
            </Flex>
            <Typography.Text type="secondary">
              Angemeldet am {formatDateTime(session.startedAt)} · zuletzt aktiv am {formatDateTime(session.lastActiveAt)}
            </Typography.Text>
          </Flex>
        </li>
      ))}
    </ul>
  );
}
