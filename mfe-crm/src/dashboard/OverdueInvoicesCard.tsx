import { WarningOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, formatCents, Skeleton, Typography } from '@planner/ui';
import { useNavigate } from 'react-router';
import { useOverdueSummary } from '../invoices/reminders/useReminders';

/** How many invoices are past their due date and how much they leave open, with the way to the list of them. */
export function OverdueInvoicesCard() {
  const { data: summary, isPending, failure, error, refetch } = useOverdueSummary();
  const navigate = useNavigate();
  return (
    <Card size="small" title="Überfällige Rechnungen" style={{ marginBottom: 16 }}>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : failure || error || !summary ? (
        <Alert
          type="error"
          showIcon
          title="Die überfälligen Rechnungen konnten nicht geladen werden."
          action={<Button size="small" onClick={() => void refetch()}>Erneut versuchen</Button>}
        />
      ) : summary.count === 0 ? (
        <Typography.Text type="secondary">Keine überfälligen Rechnungen.</Typography.Text>
      ) : (
        <Flex justify="space-between" align="center" gap="middle" wrap>
          <Typography.Text>
            <WarningOutlined style={{ color: '#d46b08', marginInlineEnd: 8 }} />
            {summary.count === 1 ? '1 Rechnung ist' : `${summary.count} Rechnungen sind`} überfällig, offen{' '}
            <Typography.Text strong>{formatCents(summary.amountDue)}</Typography.Text>
          </Typography.Text>
          <Button onClick={() => void navigate('/invoices?overdue=true')}>Überfällige Rechnungen anzeigen</Button>
        </Flex>
      )}
    </Card>
  );
}
