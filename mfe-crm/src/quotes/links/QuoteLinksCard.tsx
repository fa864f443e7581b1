import type { QuoteLink } from '@planner/api';
import { usePermission } from '@planner/platform';
import { App, Card, Flex, Spin, Typography, type CardProps } from '@planner/ui';
import { useState } from 'react';
import { CreatedQuoteLinkAlert, type CreatedQuoteLink } from './CreatedQuoteLinkAlert';
import { CreateQuoteLinkForm } from './CreateQuoteLinkForm';
import { QuoteLinkList } from './QuoteLinkList';
import { customerPageUrl, useQuoteLinkMutations, useQuoteLinks, type NewQuoteLink } from './useQuoteLinks';

export interface QuoteLinksCardProps {
  quoteId: string;
  /** The quote was accepted or declined: a new link would only show the customer a refusal. */
  answered: boolean;
  size?: CardProps['size'];
}

/** Links through which the customer opens the quote online and accepts or declines it. */
export function QuoteLinksCard({ quoteId, answered, size }: QuoteLinksCardProps) {
  const { message, modal } = App.useApp();
  const plan = usePermission('plan');
  const links = useQuoteLinks(quoteId);
  const { create, revoke } = useQuoteLinkMutations();
  const [created, setCreated] = useState<CreatedQuoteLink | null>(null);
  const [creating, setCreating] = useState(false);

  const createLink = async (link: NewQuoteLink) => {
    setCreating(true);
    try {
      const { data, failure } = await create(quoteId, link);
      if (failure) void message.error(failure.message);
      else setCreated({ url: customerPageUrl(data.token), emailRequested: link.sendByEmail, emailedTo: data.emailedTo });
    } finally {
      setCreating(false);
    }
  };
  const revokeLink = (link: QuoteLink) =>
    void modal.confirm({
      title: 'Link zurückziehen?',
      content: 'Der Kunde kann das Angebot über diesen Link danach nicht mehr öffnen und nicht mehr beantworten.',
      okText: 'Zurückziehen',
      okButtonProps: { danger: true },
      cancelText: 'Abbrechen',
      onOk: async () => {
        const { failure } = await revoke(quoteId, link.id);
        if (failure) void message.error(failure.message);
        else void message.success('Link zurückgezogen.');
      },
    });

  return (
    <Card size={size} title="Online-Annahme durch den Kunden">
      <Flex vertical gap="middle">
        {answered ? (
          <Typography.Text type="secondary">Das Angebot ist beantwortet; neue Links sind nicht mehr möglich.</Typography.Text>
        ) : (
          <CreateQuoteLinkForm permission={plan} creating={creating} onCreate={(link) => void createLink(link)} />
        )}
        {created && <CreatedQuoteLinkAlert link={created} />}
        {links.isPending ? (
          <Spin />
        ) : (links.data ?? []).length === 0 ? (
          <Typography.Text type="secondary">
            Noch kein Link erstellt. Mit einem Link sieht Ihr Kunde das Angebot online und kann es annehmen oder ablehnen.
          </Typography.Text>
        ) : (
          <QuoteLinkList links={links.data ?? []} permission={plan} onRevoke={revokeLink} />
        )}
      </Flex>
    </Card>
  );
}
