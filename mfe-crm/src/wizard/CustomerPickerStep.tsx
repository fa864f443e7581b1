import { customerDisplayName, formatAddressLine, type Customer } from '@planner/api';
import { Typography, useDebouncedValue } from '@planner/ui';
import { useState, type ReactNode } from 'react';
import { useCustomerList } from '../customers/useCustomers';
import { ChoicePicker, NEW_CHOICE } from './ChoicePicker';
import { PICKER_PAGE_SIZE } from './wizardState';

interface CustomerPickerStepProps {
  chosenId: string | undefined;
  onExisting: (customer: Customer) => void;
  onNew: () => void;
  footer: (submit: ReactNode) => ReactNode;
}

/** Stage 1a. */
export function CustomerPickerStep({ chosenId, onExisting, onNew, footer }: CustomerPickerStepProps) {
  const [search, setSearch] = useState('');
  const anyText = useDebouncedValue(search, 300).trim() || undefined;
  const { data, paginationInfo } = useCustomerList({ pageIndex: 0, pageSize: PICKER_PAGE_SIZE, anyText, sortBy: 'LastName' });
  return (
    <ChoicePicker<Customer>
      searchPlaceholder="Kunde suchen"
      search={search}
      onSearchChange={setSearch}
      items={data}
      totalCount={paginationInfo?.filteredElementsCount ?? 0}
      itemKey={(customer) => customer.id}
      renderItem={(customer) => (
        <>
          {customerDisplayName(customer)}{' '}
          <Typography.Text type="secondary">{formatAddressLine(customer.address)}</Typography.Text>
        </>
      )}
      newLabel="Neuen Kunden anlegen"
      initialChoice={chosenId}
      onContinue={(choice) => {
        const customer = data?.find((candidate) => candidate.id === choice);
        if (choice === NEW_CHOICE) onNew();
        else if (customer) onExisting(customer);
      }}
      footer={footer}
    />
  );
}
