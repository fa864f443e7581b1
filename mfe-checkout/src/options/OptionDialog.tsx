import { randomUuid } from '@planner/api';
import { invalidatePath } from '@planner/platform';
import { FormDialog } from '@planner/ui';
import type { Catalogue } from './catalogues';
import { OptionFields } from './OptionFields';

export interface OptionDialogProps<T extends { id: string }> {
  catalogue: Catalogue<T>;
  /** The option to edit; a new one is created without. */
  option?: T;
  onClose: () => void;
}

/** Adds or edits an option of a catalogue; saving refreshes the catalogue's list. */
export function OptionDialog<T extends { id: string }>({ catalogue, option, onClose }: OptionDialogProps<T>) {
  return (
    <FormDialog<Omit<T, 'id'>>
      open
      title={option ? `${catalogue.dialogTitle} bearbeiten` : catalogue.dialogTitle}
      successMessage={catalogue.savedMessage}
      initialValues={(option ?? catalogue.blank) as Partial<Omit<T, 'id'>>}
      onClose={onClose}
      onSubmit={async (values) => {
        await catalogue.save({ ...values, id: option?.id ?? randomUuid() } as T);
        await invalidatePath(catalogue.endpoints.list.path);
      }}
    >
      <OptionFields form={catalogue.form} priceLabel={catalogue.priceLabel} />
    </FormDialog>
  );
}
