import { BUILDING_TYPE_LABELS, formatAddressLine, type Jobsite } from '@planner/api';
import { Typography, useDebouncedValue } from '@planner/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useJobsiteList } from '../jobsites/useJobsites';
import { ChoicePicker, NEW_CHOICE } from './ChoicePicker';
import { PICKER_PAGE_SIZE } from './wizardState';

interface JobsitePickerStepProps {
  customerId: string;
  chosenId: string | undefined;
  onExisting: (jobsite: Jobsite) => void;
  onNew: () => void;
  /** The customer has no jobsites at all: stage 2b follows at once. */
  onNone: () => void;
  footer: (submit: ReactNode) => ReactNode;
}

/** Stage 2a. */
export function JobsitePickerStep({ customerId, chosenId, onExisting, onNew, onNone, footer }: JobsitePickerStepProps) {
  const [search, setSearch] = useState('');
  const anyText = useDebouncedValue(search, 300).trim() || undefined;
  const { data, paginationInfo } = useJobsiteList({ customerId, pageIndex: 0, pageSize: PICKER_PAGE_SIZE, anyText });
  const hasNone = paginationInfo?.totalElementsCount === 0;
  useEffect(() => {
    if (hasNone) onNone();
  }, [hasNone, onNone]);
  return (
    <ChoicePicker<Jobsite>
      searchPlaceholder="Baustelle suchen"
      search={search}
      onSearchChange={setSearch}
      items={data}
      totalCount={paginationInfo?.filteredElementsCount ?? 0}
      itemKey={(jobsite) => jobsite.id}
      renderItem={(jobsite) => (
        <>
          {formatAddressLine(jobsite.location)}{' '}
          <Typography.Text type="secondary">{BUILDING_TYPE_LABELS[jobsite.buildingType]}</Typography.Text>
        </>
      )}
      newLabel="Neue Baustelle anlegen"
      initialChoice={chosenId}
      onContinue={(choice) => {
        const jobsite = data?.find((candidate) => candidate.id === choice);
        if (choice === NEW_CHOICE) onNew();
        else if (jobsite) onExisting(jobsite);
      }}
      footer={footer}
    />
  );
}
