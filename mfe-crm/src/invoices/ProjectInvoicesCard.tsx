import { Card } from '@planner/ui';
import { RelatedInvoicesTable } from './RelatedInvoicesTable';

/** The invoices of all quotes of a project. */
export function ProjectInvoicesCard({ projectId }: { projectId: string }) {
  return (
    <Card title="Rechnungen">
      <RelatedInvoicesTable
        filter={{ projectId }}
        showQuote
        emptyText="Noch keine Rechnungen. Rechnungen erstellen Sie im Angebot, sobald der Kunde es angenommen hat."
      />
    </Card>
  );
}
