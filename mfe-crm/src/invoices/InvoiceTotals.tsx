import { VAT_CATEGORIES, type Invoice, type InvoiceDeduction, type VatBreakdownEntry } from '@planner/api';
import { Card, Col, DataTable, Flex, formatCents, Row, Typography, type ListColumn } from '@planner/ui';
import { Link } from 'react-router';
import { formatDate } from '../quotes/formatDate';
import { TotalLine, TotalsCard } from '../quotes/QuoteTotals';
import { Money } from './invoiceCells';

const vatLabel = (entry: VatBreakdownEntry) =>
  entry.vatCategory === 'ReverseCharge' ? 'USt. (§ 13b UStG)' : `USt. ${VAT_CATEGORIES[entry.vatCategory].label}`;

const breakdownColumns: ListColumn<VatBreakdownEntry>[] = [
  { title: 'Steuersatz', key: 'rate', render: (_, entry) => VAT_CATEGORIES[entry.vatCategory].label },
  { title: 'Netto', key: 'net', align: 'right', render: (_, entry) => <Money cents={entry.netAmount} /> },
  { title: 'USt.', key: 'vat', align: 'right', render: (_, entry) => <Money cents={entry.vatAmount} /> },
];

const sumOf = (entries: VatBreakdownEntry[], key: 'netAmount' | 'vatAmount') => entries.reduce((sum, entry) => sum + entry[key], 0);

function DeductionLabel({ deduction }: { deduction: InvoiceDeduction }) {
  return (
    <Flex vertical>
      <span>
        abzüglich Abschlagsrechnung{' '}
        <Link to={`/invoices/${deduction.invoiceId}`} style={{ whiteSpace: 'nowrap' }}>
          {deduction.invoiceNumber}
        </Link>{' '}
        vom {formatDate(deduction.invoiceDate)}
      </span>
      <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
        netto {formatCents(sumOf(deduction.vatBreakdown, 'netAmount'))}, USt. {formatCents(sumOf(deduction.vatBreakdown, 'vatAmount'))}
      </Typography.Text>
    </Flex>
  );
}

/** The VAT per rate and the totals: net, VAT, gross, the partial invoices deducted and what is left to pay. */
export function InvoiceTotals({ invoice }: { invoice: Invoice }) {
  const settled = invoice.status === 'Paid' || invoice.status === 'Cancelled';
  const deducted = invoice.deductions.length > 0;
  return (
    <Row gutter={[16, 16]} justify="end">
      <Col xs={24} lg={12} xl={10}>
        <Card size="small" title="Umsatzsteuer nach Steuersätzen">
          <DataTable<VatBreakdownEntry> size="small" rows={invoice.vatBreakdown} columns={breakdownColumns} rowKey="vatCategory" />
        </Card>
      </Col>
      <Col xs={24} lg={12} xl={8}>
        <TotalsCard maxWidth={480}>
          <TotalLine label="Netto" cents={invoice.netTotal} />
          {invoice.vatBreakdown.map((entry) => (
            <TotalLine key={entry.vatCategory} label={vatLabel(entry)} cents={entry.vatAmount} />
          ))}
          <TotalLine label="Brutto" cents={invoice.grossTotal} strong />
          {invoice.deductions.map((deduction) => (
            <TotalLine key={deduction.invoiceId} label={<DeductionLabel deduction={deduction} />} cents={-deduction.grossAmount} />
          ))}
          {(deducted || !settled) && <TotalLine label={settled ? 'Zahlbetrag' : 'Offener Betrag'} cents={invoice.amountDue} strong={deducted} />}
          {invoice.labourTotal > 0 && (
            <Typography.Text type="secondary">
              Darin enthaltene Lohnkosten (§ 35a EStG): {formatCents(invoice.labourTotal)} brutto
            </Typography.Text>
          )}
        </TotalsCard>
      </Col>
    </Row>
  );
}
