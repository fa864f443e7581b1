import { LinkOutlined } from '@ant-design/icons';
import { DEFAULT_QUOTE_LINK_DAYS, MAX_QUOTE_LINK_DAYS, type QuoteLink } from '@planner/api';
import { Alert, App, Button, Card, Flex, Input, InputNumber, Spin, Tag, Typography, type CardProps } from '@planner/ui';
import { useState } from 'react';
import { customerPageUrl, useQuoteLinkMutations, useQuoteLinks } from './useQuoteLinks';

const dateTime = (iso: string) => new Date(iso).toLocaleString('de-DE', { dateStyle: 'medium', timeStyle: 'short' });

const STATE_TAGS: Record<QuoteLink['state'], { color: string; label: string }> = {
  Open: { color: 'blue', label: 'Offen' },
  Answered: { color: 'green', label: 'Beantwortet' },
  Expired: { color: 'default', label: 'Abgelaufen' },
  Revoked: { color: 'default', label: 'Zurückgezogen' },
};

const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 } as const;

function LinkEvidence({ link }: { link: QuoteLink }) {
  const { answer } = link;
  if (!answer) return <Typography.Text type="secondary">Gültig bis {dateTime(link.expiresAt)}</Typography.Text>;
  return (
    <Flex vertical gap={2}>
      <Typography.Text strong>
        {answer.kind === 'Accepted' ? `Angenommen von ${answer.signerName}` : 'Abgelehnt'} am {dateTime(answer.answeredAt)}
      </Typography.Text>
      {answer.reason && <Typography.Text>Grund: {answer.reason}</Typography.Text>}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        IP-Adresse {answer.ipAddress} · {answer.userAgent || 'Browser unbekannt'} · PDF-Prüfsumme (SHA-256) {answer.pdfSha256.slice(0, 16)}…
      </Typography.Text>
    </Flex>
  );
}

/** Links through which the customer opens the quote online and accepts or declines it. */
export function QuoteLinksCard({ quoteId, size }: { quoteId: string; size?: CardProps['size'] }) {
  const { message } = App.useApp();
  const links = useQuoteLinks(quoteId);
  const { create, revoke } = useQuoteLinkMutations();
  const [validDays, setValidDays] = useState(DEFAULT_QUOTE_LINK_DAYS);
  const [created, setCreated] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  const createLink = async () => {
    setCreating(true);
    try {
      const { data, failure } = await create(quoteId, validDays);
      if (failure) void message.error(failure.message);
      else setCreated(customerPageUrl(data.token));
    } finally {
      setCreating(false);
    }
  };
  const revokeLink = async (linkId: string) => {
    const { failure } = await revoke(quoteId, linkId);
    if (failure) void message.error(failure.message);
    else void message.success('Link zurückgezogen.');
  };

  return (
    <Card size={size} title="Online-Annahme durch den Kunden">
      <Flex vertical gap="middle">
        <Flex gap="small" align="center" wrap>
          <label htmlFor="quote-link-days">Gültig für</label>
          <InputNumber
            id="quote-link-days"
            min={1}
            max={MAX_QUOTE_LINK_DAYS}
            precision={0}
            value={validDays}
            onChange={(days) => setValidDays(days ?? DEFAULT_QUOTE_LINK_DAYS)}
            suffix="Tage"
            style={{ width: 120 }}
          />
          <Button type="primary" icon={<LinkOutlined />} loading={creating} onClick={() => void createLink()}>
            Link für Kunden erstellen
          </Button>
        </Flex>
        {created && (
          <Alert
            type="success"
            showIcon
            title="Link erstellt. Schicken Sie ihn Ihrem Kunden; er wird nur jetzt angezeigt."
            description={
              <Flex gap="small" wrap>
                <Input readOnly value={created} aria-label="Link für den Kunden" style={{ flex: '1 1 260px' }} onFocus={(event) => event.target.select()} />
                <Button
                  onClick={() =>
                    void navigator.clipboard.writeText(created).then(
                      () => message.success('Link kopiert.'),
                      () => message.info('Bitte markieren und kopieren Sie den Link.'),
                    )
                  }
                >
                  Kopieren
                </Button>
              </Flex>
            }
          />
        )}
        {links.isPending ? (
          <Spin />
        ) : (links.data ?? []).length === 0 ? (
          <Typography.Text type="secondary">
            Noch kein Link erstellt. Mit einem Link sieht Ihr Kunde das Angebot online und kann es annehmen oder ablehnen.
          </Typography.Text>
        ) : (
          <ul style={LIST_STYLE} aria-label="Links für den Kunden">
            {(links.data ?? []).map((link) => (
              <li key={link.id}>
                <Flex justify="space-between" gap="small" wrap>
                  <Flex vertical gap={4}>
                    <Flex gap="small" align="center" wrap>
                      <Tag color={STATE_TAGS[link.state].color}>{STATE_TAGS[link.state].label}</Tag>
                      <Typography.Text type="secondary">erstellt am {dateTime(link.createdAt)}</Typography.Text>
                    </Flex>
                    <LinkEvidence link={link} />
                  </Flex>
                  {link.state === 'Open' && (
                    <Button size="small" danger onClick={() => void revokeLink(link.id)}>
                      Zurückziehen
                    </Button>
                  )}
                </Flex>
              </li>
            ))}
          </ul>
        )}
      </Flex>
    </Card>
  );
}
