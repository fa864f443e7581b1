import type { QuoteLink } from '@planner/api';
import type { PermissionState } from '@planner/platform';
import { Flex, formatDateTime, PermittedButton, Tag, Typography } from '@planner/ui';

const STATE_TAGS: Record<QuoteLink['state'], { color: string; label: string }> = {
  Open: { color: 'blue', label: 'Offen' },
  Answered: { color: 'green', label: 'Beantwortet' },
  Closed: { color: 'default', label: 'Geschlossen' },
  Expired: { color: 'default', label: 'Abgelaufen' },
  Revoked: { color: 'default', label: 'Zurückgezogen' },
};

const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 } as const;

function LinkEvidence({ link }: { link: QuoteLink }) {
  const { answer } = link;
  if (link.state === 'Closed') return <Typography.Text type="secondary">Das Angebot ist beantwortet; der Link zeigt dem Kunden nur noch die Antwort.</Typography.Text>;
  if (!answer) return <Typography.Text type="secondary">Gültig bis {formatDateTime(link.expiresAt)}</Typography.Text>;
  return (
    <Flex vertical gap={2}>
      <Typography.Text strong>
        {answer.kind === 'Accepted' ? `Angenommen von ${answer.signerName}` : 'Abgelehnt'} am {formatDateTime(answer.answeredAt)}
      </Typography.Text>
      {answer.reason && <Typography.Text>Grund: {answer.reason}</Typography.Text>}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        IP-Adresse {answer.ipAddress} · {answer.userAgent || 'Browser unbekannt'} · PDF-Prüfsumme (SHA-256) {answer.pdfSha256.slice(0, 16)}…
      </Typography.Text>
    </Flex>
  );
}

export interface QuoteLinkListProps {
  links: readonly QuoteLink[];
  /** Whether the user's roles permit revoking links. */
  permission: PermissionState;
  onRevoke: (link: QuoteLink) => void;
}

/** The quote's links with their state and, once answered, the evidence of the answer. */
export function QuoteLinkList({ links, permission, onRevoke }: QuoteLinkListProps) {
  return (
    <ul style={LIST_STYLE} aria-label="Links für den Kunden">
      {links.map((link) => (
        <li key={link.id}>
          <Flex justify="space-between" gap="small" wrap>
            <Flex vertical gap={4}>
              <Flex gap="small" align="center" wrap>
                <Tag color={STATE_TAGS[link.state].color}>{STATE_TAGS[link.state].label}</Tag>
                <Typography.Text type="secondary">erstellt am {formatDateTime(link.createdAt)}</Typography.Text>
              </Flex>
              <LinkEvidence link={link} />
            </Flex>
            {link.state === 'Open' && (
              <PermittedButton permission={permission} size="small" danger onClick={() => onRevoke(link)}>
                Zurückziehen
              </PermittedButton>
            )}
          </Flex>
        </li>
      ))}
    </ul>
  );
}
