import { PlusOutlined } from '@ant-design/icons';
import type { Quote } from '@planner/api';
import { usePermission } from '@planner/platform';
import { App, Card, Flex, lazyDialog, PermittedButton, type CardProps } from '@planner/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { RelatedInvoicesTable } from './RelatedInvoicesTable';
import { useInvoiceMutations } from './useInvoices';

const PartialInvoiceDialog = lazyDialog(() => import('./PartialInvoiceDialog').then((module) => module.default));

/** The invoices of an accepted quote, and the partial and final invoices still to be made of it. */
export function QuoteInvoicesCard({ quote, size }: { quote: Quote; size?: CardProps['size'] }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { create } = useInvoiceMutations();
  const [partialOpen, setPartialOpen] = useState(false);
  const [creatingFinal, setCreatingFinal] = useState(false);
  const plan = usePermission('plan');

  const createFinal = async () => {
    setCreatingFinal(true);
    try {
      const { data, failure } = await create({ quoteId: quote.id, kind: 'Final' });
      if (failure) {
        void message.error(failure.message);
        return;
      }
      void message.success('Entwurf der Schlussrechnung erstellt.');
      void navigate(`/invoices/${data.id}`);
    } finally {
      setCreatingFinal(false);
    }
  };

  return (
    <Card
      size={size}
      title="Rechnungen"
      extra={
        <Flex gap="small" wrap>
          <PermittedButton permission={plan} icon={<PlusOutlined />} onClick={() => setPartialOpen(true)}>
            Abschlagsrechnung erstellen
          </PermittedButton>
          <PermittedButton permission={plan} type="primary" icon={<PlusOutlined />} loading={creatingFinal} onClick={() => void createFinal()}>
            Schlussrechnung erstellen
          </PermittedButton>
        </Flex>
      }
    >
      <RelatedInvoicesTable
        filter={{ quoteId: quote.id }}
        emptyText="Noch keine Rechnungen zu diesem Angebot. Erstellen Sie Abschlagsrechnungen während der Arbeiten und zum Schluss die Schlussrechnung."
      />
      <PartialInvoiceDialog open={partialOpen} quote={quote} onClose={() => setPartialOpen(false)} />
    </Card>
  );
}
