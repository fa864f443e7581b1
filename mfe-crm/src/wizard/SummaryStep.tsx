import { BUILDING_TYPE_LABELS, customerDisplayName, formatAddressLine, ORDER_TYPE_LABELS } from '@planner/api';
import { Button, Descriptions } from '@planner/ui';
import { useState, type ReactNode } from 'react';
import type { CustomerChoice, JobsiteChoice, ProjectChoice } from './wizardState';

interface SummaryStepProps {
  customer: CustomerChoice;
  jobsite: JobsiteChoice;
  project: ProjectChoice;
  onSave: () => Promise<void>;
  footer: (submit: ReactNode) => ReactNode;
}

const isNew = (choice: { kind: 'new' | 'existing' }) => (choice.kind === 'new' ? ' (neu)' : '');

/** Stage 4: what will be created. */
export function SummaryStep({ customer, jobsite, project, onSave, footer }: SummaryStepProps) {
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await onSave();
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          { key: 'customer', label: 'Kunde', children: `${customerDisplayName(customer.customer)}${isNew(customer)}` },
          {
            key: 'jobsite',
            label: 'Baustelle',
            children: `${formatAddressLine(jobsite.jobsite.location)} · ${BUILDING_TYPE_LABELS[jobsite.jobsite.buildingType]}${isNew(jobsite)}`,
          },
          { key: 'project', label: 'Projekt', children: project.name },
          { key: 'order', label: 'Auftragsart', children: ORDER_TYPE_LABELS[project.propertyDeveloperType.type] },
        ]}
      />
      {footer(
        <Button type="primary" htmlType="submit" loading={saving} autoFocus>
          Projekt anlegen
        </Button>,
      )}
    </form>
  );
}
