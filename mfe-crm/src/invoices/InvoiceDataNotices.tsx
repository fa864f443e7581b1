import {
  buyerElectronicAddress,
  MSG_E_INVOICE_ADDRESS_MISSING,
  MSG_E_INVOICE_ADDRESS_MISSING_DRAFT,
  type Invoice,
  type InvoicePartiesChanged,
} from '@planner/api';
import { usePermission } from '@planner/platform';
import { Alert, App, PermittedButton } from '@planner/ui';
import { useState } from 'react';
import { useInvoiceMutations } from './useInvoices';

const changedText = ({ customer, company }: InvoicePartiesChanged) => {
  const whose = customer && company ? 'Die Daten des Kunden und Ihrer Firma haben' : customer ? 'Die Daten des Kunden haben' : 'Die Daten Ihrer Firma haben';
  return `${whose} sich geändert, seit der Entwurf sie übernommen hat. Gestellt wird die Rechnung nur mit den aktuellen Daten.`;
};

/** A draft whose customer or company data changed since it took them, with the one click that takes today's. */
function PartiesChangedNotice({ invoice, changed }: { invoice: Invoice; changed: InvoicePartiesChanged }) {
  const { message } = App.useApp();
  const { refreshParties } = useInvoiceMutations();
  const plan = usePermission('plan');
  const [busy, setBusy] = useState(false);
  const take = async () => {
    setBusy(true);
    try {
      const { failure } = await refreshParties(invoice.id, invoice.version);
      if (failure) void message.error(failure.message);
      else void message.success('Aktuelle Daten übernommen.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert
      type="warning"
      showIcon
      title={changedText(changed)}
      action={
        <PermittedButton permission={plan} size="small" loading={busy} onClick={() => void take()}>
          Aktuelle Daten übernehmen
        </PermittedButton>
      }
    />
  );
}

/** What keeps the draft's data from being current, and an invoice whose customer has no e-invoice address (no XRechnung). */
export function InvoiceDataNotices({ invoice }: { invoice: Invoice }) {
  const changed = invoice.partiesChanged;
  const noEInvoiceAddress = !buyerElectronicAddress(invoice.customer);
  return (
    <>
      {changed && (changed.customer || changed.company) && <PartiesChangedNotice invoice={invoice} changed={changed} />}
      {noEInvoiceAddress && (
        <Alert
          type="warning"
          showIcon
          title={invoice.status === 'Draft' ? MSG_E_INVOICE_ADDRESS_MISSING_DRAFT : MSG_E_INVOICE_ADDRESS_MISSING}
        />
      )}
    </>
  );
}
