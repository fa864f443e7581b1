import { MoreOutlined } from '@ant-design/icons';
import type { InvoiceListItem } from '@planner/api';
import { Button, Dropdown } from '@planner/ui';
import { downloadItems } from './invoiceActionItems';
import { invoiceTitle } from './invoiceText';
import { useInvoiceDownloads } from './useInvoiceDownloads';

/** The downloads of an issued invoice in a list; a draft has none yet. */
export function InvoiceRowActions({ invoice }: { invoice: InvoiceListItem }) {
  const { download } = useInvoiceDownloads(invoice);
  if (invoice.status === 'Draft') return null;
  return (
    <Dropdown trigger={['click']} menu={{ items: downloadItems((document) => void download(document), invoice.pdfState === 'Pending') }}>
      <Button type="text" icon={<MoreOutlined />} aria-label={`Optionen für ${invoiceTitle(invoice)}`} />
    </Dropdown>
  );
}
