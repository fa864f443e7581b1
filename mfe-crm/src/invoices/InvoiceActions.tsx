import { CheckCircleOutlined, DeleteOutlined, EditOutlined, FilePdfOutlined, RollbackOutlined, SendOutlined, StopOutlined } from '@ant-design/icons';
import { buyerElectronicAddress, type Invoice } from '@planner/api';
import { usePermission } from '@planner/platform';
import {
  App,
  Button,
  Flex,
  lazyDialog,
  OptionsMenu,
  PermittedButton,
  permittedMenuItems,
  useConfirmDelete,
  type MenuProps,
} from '@planner/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DOCUMENT_LABELS, downloadItem } from './invoiceActionItems';
import { InvoiceStatusTag } from './InvoiceStatusTag';
import { invoiceTitle } from './invoiceText';
import { PdfPendingButton } from '../documents/PdfPending';
import { useInvoiceDownloads } from './useInvoiceDownloads';
import { useInvoiceMutations } from './useInvoices';
import { useTakeBackPayment, type InvoiceStep } from './useInvoiceSteps';

const InvoiceDraftDialog = lazyDialog(() => import('./InvoiceDraftDialog').then((module) => module.default));
const InvoiceStepDialog = lazyDialog(() => import('./InvoiceStepDialog').then((module) => module.InvoiceStepDialog));

type MenuItems = NonNullable<MenuProps['items']>;

/** The step whose dialog is open; it stays while the dialog closes. */
function useStepDialog() {
  const [state, setState] = useState<{ step: InvoiceStep; open: boolean } | null>(null);
  return {
    step: state?.step ?? null,
    open: state?.open ?? false,
    show: (step: InvoiceStep) => setState({ step, open: true }),
    close: () => setState((current) => current && { ...current, open: false }),
  };
}

/** A draft is edited, issued or deleted. */
function DraftActions({ invoice }: { invoice: Invoice }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { remove } = useInvoiceMutations();
  const { confirmDelete, confirmDeleteDialog } = useConfirmDelete();
  const [editing, setEditing] = useState(false);
  const steps = useStepDialog();
  const plan = usePermission('plan');

  const askDelete = () =>
    confirmDelete({
      subject: invoiceTitle(invoice),
      text: 'Der Entwurf wird gelöscht. Eine Rechnungsnummer hat er noch nicht erhalten; das Angebot bleibt unverändert.',
      confirmText: 'Entwurf löschen',
      successMessage: 'Entwurf gelöscht.',
      onConfirm: async () => {
        const { failure } = await remove(invoice.id);
        if (failure) {
          void message.error(failure.message);
          return false;
        }
        void navigate('/invoices');
      },
    });

  return (
    <>
      <PermittedButton permission={plan} icon={<EditOutlined />} onClick={() => setEditing(true)}>
        Entwurf bearbeiten
      </PermittedButton>
      <PermittedButton permission={plan} type="primary" icon={<SendOutlined />} onClick={() => steps.show('issue')}>
        Rechnung stellen
      </PermittedButton>
      <OptionsMenu
        items={permittedMenuItems([{ key: 'delete', icon: <DeleteOutlined />, label: 'Entwurf löschen', danger: true, onClick: askDelete }], plan)}
      />
      <InvoiceDraftDialog open={editing} invoice={invoice} onClose={() => setEditing(false)} />
      <InvoiceStepDialog open={steps.open} step={steps.step} invoice={invoice} onClose={steps.close} />
      {confirmDeleteDialog}
    </>
  );
}

/** An issued, paid or cancelled invoice: its documents, and its payment or cancellation while that is open. */
function IssuedActions({ invoice, onReload }: { invoice: Invoice; onReload: () => Promise<unknown> }) {
  const { download, loading } = useInvoiceDownloads(invoice);
  const steps = useStepDialog();
  const takeBackPayment = useTakeBackPayment(invoice);
  const plan = usePermission('plan');
  const billing = invoice.kind !== 'Cancellation';

  const open = billing && invoice.status === 'Issued';
  const changes: MenuItems = [];
  if (open) changes.push({ key: 'cancel', icon: <StopOutlined />, label: 'Stornieren', danger: true, onClick: () => steps.show('cancel') });
  if (billing && invoice.status === 'Paid') {
    changes.push({ key: 'unpaid', icon: <RollbackOutlined />, label: 'Zahlung zurücknehmen', onClick: takeBackPayment });
  }
  const items: MenuItems = [
    downloadItem(
      'xrechnung',
      (document) => void download(document),
      buyerElectronicAddress(invoice.customer) ? undefined : 'nicht möglich, der Kunde hat keine E-Rechnungsadresse',
    ),
    ...(changes.length > 0 ? [{ type: 'divider' as const }, ...permittedMenuItems(changes, plan)] : []),
  ];

  return (
    <>
      {open && (
        <PermittedButton permission={plan} icon={<CheckCircleOutlined />} onClick={() => steps.show('pay')}>
          Als bezahlt markieren
        </PermittedButton>
      )}
      {invoice.pdfState === 'Pending' ? (
        <PdfPendingButton onReload={onReload} />
      ) : (
        <Button type="primary" icon={<FilePdfOutlined />} loading={loading === 'pdf'} onClick={() => void download('pdf')}>
          {DOCUMENT_LABELS.pdf}
        </Button>
      )}
      <OptionsMenu items={items} />
      <InvoiceStepDialog open={steps.open} step={steps.step} invoice={invoice} onClose={steps.close} />
    </>
  );
}

/** The status of the invoice and what can be done with it now. */
export function InvoiceActions({ invoice, onReload }: { invoice: Invoice; onReload: () => Promise<unknown> }) {
  return (
    <Flex gap="small" align="center" wrap>
      <InvoiceStatusTag status={invoice.status} />
      <Flex gap="small" wrap>
        {invoice.status === 'Draft' ? <DraftActions invoice={invoice} /> : <IssuedActions invoice={invoice} onReload={onReload} />}
      </Flex>
    </Flex>
  );
}
