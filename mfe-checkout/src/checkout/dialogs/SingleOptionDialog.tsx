import { MSG_CHOOSE_OPTION, type CheckoutConfiguration, type OptionCatalogueEndpoints } from '@planner/api';
import { Form, FormDialog, LoadingState } from '@planner/ui';
import type * as v from 'valibot';
import { useOptionList } from '../../options/useOptionList';
import { OptionPicker, type PickableOption } from '../OptionPicker';
import { removeChoiceAction, SAVED_MESSAGE, type CheckoutDialogProps } from './CheckoutDialogProps';

export interface SingleOptionDialogProps<T extends { id: string }> extends CheckoutDialogProps {
  title: string;
  endpoints: OptionCatalogueEndpoints<T, v.GenericSchema>;
  chosen: T | null;
  toPickable: (option: T) => PickableOption;
  toChange: (option: T) => Partial<CheckoutConfiguration>;
}

/** Chooses one option of a catalogue (TV connection, lock, mailbox, outlet covers). */
export function SingleOptionDialog<T extends { id: string }>(props: SingleOptionDialogProps<T>) {
  const { options } = useOptionList(props.endpoints);
  return (
    <FormDialog<{ optionId: string }>
      open
      extraAction={removeChoiceAction(props.clear)}
      title={props.title}
      successMessage={SAVED_MESSAGE}
      initialValues={{ optionId: props.chosen?.id }}
      onClose={props.onClose}
      onSubmit={async ({ optionId }) => {
        const option = options?.find((candidate) => candidate.id === optionId) ?? props.chosen;
        if (option) return props.save(props.toChange(option));
      }}
    >
      {options ? (
        <Form.Item name="optionId" rules={[{ required: true, message: MSG_CHOOSE_OPTION }]}>
          <OptionPicker label={props.title} options={options.map(props.toPickable)} />
        </Form.Item>
      ) : (
        <LoadingState />
      )}
    </FormDialog>
  );
}
