import { CalendarOutlined, LinkOutlined } from '@ant-design/icons';
import type { QuoteLink } from '@planner/api';
import { usePermission } from '@planner/platform';
import { App, Card, Flex, lazyDialog, PermittedButton, Spin, Typography, type CardProps } from '@planner/ui';
import { lazy, Suspense, useState } from 'react';
import { formatDate } from '../formatDate';
import type { CreatedQuoteLink } from './CreatedQuoteLinkAlert';
import { isOfferExpired } from './offerValidity';
import { QuoteLinkList } from './QuoteLinkList';
import { customerPageUrl, useQuoteLinkMutations, useQuoteLinks, type NewQuoteLink } from './useQuoteLinks';

// Both are needed only once a link is made; their form fields stay out of the quote page's first download.
const CreateQuoteLinkDialog = lazyDialog(() => import('./CreateQuoteLinkDialog').then((module) => module.default));
const ExtendValidityDialog = lazyDialog(() => import('./ExtendValidityDialog').then((module) => module.default));
const CreatedQuoteLinkAlert = lazy(() => import('./CreatedQuoteLinkAlert').then((module) => ({ default: module.CreatedQuoteLinkAlert })));

export interface QuoteLinksCardProps {
  quoteId: string;
  /** The quote was accepted or declined: a new link would only show the customer a refusal. */
  answered: boolean;
  /** The day until whose end the offer may be accepted (printed or extended). */
  validUntil: string;
  size?: CardProps['size'];
}

/** Links through which the customer opens the quote online and accepts or declines it. */
export function QuoteLinksCard({ quoteId, answered, validUntil, size }: QuoteLinksCardProps) {
  const { message, modal } = App.useApp();
  const plan = usePermission('plan');
  const links = useQuoteLinks(quoteId);
  const { create, revoke, extendValidity } = useQuoteLinkMutations();
  const [created, setCreated] = useState<CreatedQuoteLink | null>(null);
  const [dialogOpen, setDialogOpen] = useState<'create' | 'extend' | null>(null);
  const expired = isOfferExpired(validUntil);

  const createLink = async (link: NewQuoteLink) => {
    const { data, failure } = await create(quoteId, link);
    if (failure) {
      void message.error(failure.message);
      return false;
    }
    setCreated({ url: customerPageUrl(data.token), emailRequested: link.sendByEmail, emailedTo: data.emailedTo });
    return true;
  };
  const extend = async (newValidUntil: string) => {
    const { failure } = await extendValidity(quoteId, validUntil, newValidUntil);
    if (failure) void message.error(failure.message);
    return !failure;
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
          <Flex vertical gap="small">
            <Typography.Text type={expired ? 'danger' : 'secondary'}>
              {expired
                ? `Das Angebot war bis zum ${formatDate(validUntil)} gültig und kann online nicht mehr angenommen werden. Verlängern Sie die Gültigkeit, um einen neuen Link zu senden.`
                : `Online annehmbar bis zum ${formatDate(validUntil)}.`}
            </Typography.Text>
            <Flex gap="small" wrap>
              {!expired && (
                <PermittedButton permission={plan} type="primary" icon={<LinkOutlined />} onClick={() => setDialogOpen('create')}>
                  Link für Kunden erstellen
                </PermittedButton>
              )}
              <PermittedButton permission={plan} type={expired ? 'primary' : 'default'} icon={<CalendarOutlined />} onClick={() => setDialogOpen('extend')}>
                Gültigkeit verlängern
              </PermittedButton>
            </Flex>
          </Flex>
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
      <CreateQuoteLinkDialog open={dialogOpen === 'create'} validUntil={validUntil} onClose={() => setDialogOpen(null)} onCreate={createLink} />
      <ExtendValidityDialog open={dialogOpen === 'extend'} validUntil={validUntil} onClose={() => setDialogOpen(null)} onExtend={extend} />
    </Card>
  );
}
