import { FileDoneOutlined, FilePdfOutlined } from '@ant-design/icons';
import { quoteEndpoints, type ConfigurationPreview } from '@planner/api';
import { downloadDocument, type PermissionState } from '@planner/platform';
import { App, Button, Flex, formatCents, PermittedButton, Typography, useBreakpoint } from '@planner/ui';
import { lazy, Suspense, useState } from 'react';

const FinalizeQuoteDialog = lazy(() => import('../quote/FinalizeQuoteDialog'));

function OpenQuoteButton({ configurationId }: { configurationId: string }) {
  const { message } = App.useApp();
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      const failure = await downloadDocument(quoteEndpoints.pdf, { params: { id: configurationId } }, 'open');
      if (failure) void message.error(failure.message ?? 'Angebot nicht gefunden.');
    } finally {
      setOpening(false);
    }
  };
  return (
    <Button type="primary" icon={<FilePdfOutlined />} loading={opening} onClick={() => void open()}>
      Angebot öffnen
    </Button>
  );
}

/**
 * Sticky at the bottom: the quote's total (floors, additional installations and checkout),
 * with 'Angebot fertigstellen' until it is a quote and 'Angebot öffnen' afterwards. A quote
 * waiting for approval is approved by finalizing it.
 */
export function TotalBar({ configuration, plan }: { configuration: ConfigurationPreview; plan: PermissionState }) {
  const mobile = useBreakpoint() === 'mobile';
  const [finalizing, setFinalizing] = useState(false);
  const status = configuration.status.type;

  return (
    <Flex
      justify={mobile ? 'space-between' : 'flex-end'}
      align="center"
      gap="large"
      role="region"
      aria-label="Gesamtsumme"
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 10,
        marginTop: 24,
        padding: '10px 16px',
        background: '#fff',
        borderTop: '1px solid #f0f0f0',
        boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.06)',
      }}
    >
      <Flex vertical align={mobile ? 'flex-start' : 'flex-end'}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Gesamtsumme (netto)
        </Typography.Text>
        <Typography.Text strong style={{ fontSize: 18, lineHeight: 1.3 }} data-testid="configuration-total">
          {formatCents(configuration.totalPrice)}
        </Typography.Text>
      </Flex>
      {status !== 'Finalized' && (
        <PermittedButton permission={plan} type="primary" icon={<FileDoneOutlined />} onClick={() => setFinalizing(true)}>
          Angebot fertigstellen
        </PermittedButton>
      )}
      {status === 'Finalized' && <OpenQuoteButton configurationId={configuration.id} />}
      {finalizing && (
        <Suspense>
          <FinalizeQuoteDialog configuration={configuration} onClose={() => setFinalizing(false)} />
        </Suspense>
      )}
    </Flex>
  );
}
