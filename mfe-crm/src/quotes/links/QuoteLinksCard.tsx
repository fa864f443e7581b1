import { LinkOutlined } from '@ant-design/icons';
import type { QuoteLink } from '@planner/api';
import { usePermission } from '@planner/platform';
import { App, Card, Flex, lazyDialog, PermittedButton, Spin, Typography, type CardProps } from '@planner/ui';
import { lazy, Suspense, useState } from 'react';
import type { CreatedQuoteLink } from './CreatedQuoteLinkAlert';
import { QuoteLinkList } from './QuoteLinkList';
import { customerPageUrl, useQuoteLinkMutations, useQuoteLinks, type NewQuoteLink } from './useQuoteLinks';

// Both are needed only once a link is made; their form fields stay out of the quote page's first download.
const CreateQuoteLinkDialog = lazyDialog(() => import('./CreateQuoteLinkDialog').then((module) => module.default));
const CreatedQuoteLinkAlert = lazy(() => import('./CreatedQuoteLinkAlert').then((module) => ({ default: module.CreatedQuoteLinkAlert })));

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
  const [dialogOpen, setDialogOpen] = useState(false);

  const createLink = async (link: NewQuoteLink) => {
    const { data, failure } = await create(quoteId, link);
    if (failure) {
      void message.error(failure.message);
      return false;
    }
    setCreated({ url: customerPageUrl(data.token), emailRequested: link.sendByEmail, emailedTo: data.emailedTo });
    return true;
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
          <div>
            <PermittedButton permission={plan} type="primary" icon={<LinkOutlined />} onClick={() => setDialogOpen(true)}>
              Link für Kunden erstellen
            </PermittedButton>
          </div>
        )}
        {created && (
          <Suspense fallback={<Spin />}>
            <CreatedQuoteLinkAlert link={created} />
          </Suspense>
        )}
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
      <CreateQuoteLinkDialog open={dialogOpen} onClose={() => setDialogOpen(false)} onCreate={createLink} />
    </Card>
  );
}
