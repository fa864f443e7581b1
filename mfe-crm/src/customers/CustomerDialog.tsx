import { randomUuid, type Customer, type CustomerInput } from '@planner/api';
import { FormDialog } from '@planner/ui';
import { CustomerFields, EMPTY_CUSTOMER_FIELDS, toCustomerInput } from './CustomerFields';
import { useSaveCustomer } from './useCustomers';

type CustomerValues = Omit<CustomerInput, 'id'>;


interface CustomerDialogProps {
  open: boolean;
  /** The customer to edit; a new one is created without it. */
  customer?: Customer;
  onClose: () => void;
  onSaved?: (customer: Customer) => void;
}

export function CustomerDialog({ open, customer, onClose, onSaved }: CustomerDialogProps) {
  const save = useSaveCustomer();
  return (
    <FormDialog<CustomerValues>
      open={open}
      title={customer ? 'Kunde bearbeiten' : 'Kunde erstellen'}
      successMessage={customer ? 'Kundendaten aktualisiert' : 'Kunde erfolgreich erstellt'}
      initialValues={customer ?? EMPTY_CUSTOMER_FIELDS}
      onClose={onClose}
      onSubmit={async (values) => {
        const { data } = await save(toCustomerInput(values, customer?.id ?? randomUuid()));
        if (data) onSaved?.(data);
      }}
      width={640}
    >
      <CustomerFields />
    </FormDialog>
  );
}
