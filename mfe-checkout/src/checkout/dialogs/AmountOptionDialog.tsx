import {
  CheckoutAmount,
  MSG_CHOOSE_OPTION,
  type CheckoutConfiguration,
  type OptionCatalogueEndpoints,
  type OptionType,
} from '@planner/api';
import type * as v from 'valibot';
import { Form, FormDialog, LoadingState, NumberStepper, valibotRule } from '@planner/ui';
import { useOptionList } from '../../options/useOptionList';
import { OptionPicker, type PickableOption } from '../OptionPicker';
import { removeChoiceAction, SAVED_MESSAGE, type CheckoutDialogProps } from './CheckoutDialogProps';

export interface AmountOptionDialogProps extends CheckoutDialogProps {
  title: string;
  endpoints: OptionCatalogueEndpoints<OptionType, v.GenericSchema>;
  amountLabel: string;
  chosen: { option: OptionType; amount: number } | null;
  toPickable: (option: OptionType) => PickableOption;
  toChange: (option: OptionType, amount: number) => Partial<CheckoutConfiguration>;
}

interface Values {
  optionId: string;
  amount: number;
}

/**
 * Chooses a cable channel with its amount or a patch field with its port count. The amount
 * is disabled while the chosen type costs nothing.
 */
export function AmountOptionDialog(props: AmountOptionDialogProps) {
  const { options } = useOptionList(props.endpoints);
  const [form] = Form.useForm<Values>();
  const optionId = Form.useWatch('optionId', form) ?? props.chosen?.option.id;
  const chosen = options?.find((option) => option.id === optionId);
  const isFree = chosen ? chosen.price === 0 : false;

  return (
    <FormDialog<Values>
      open
      extraAction={removeChoiceAction(props.clear)}
      form={form}
      title={props.title}
      successMessage={SAVED_MESSAGE}
      initialValues={{ optionId: props.chosen?.option.id, amount: props.chosen?.amount ?? 1 }}
      onClose={props.onClose}
      onSubmit={async (values) => {
        const option = options?.find((candidate) => candidate.id === values.optionId) ?? props.chosen?.option;
        if (option) return props.save(props.toChange(option, option.price === 0 ? 1 : values.amount));
      }}
    >
      {options ? (
        <>
          <Form.Item name="optionId" rules={[{ required: true, message: MSG_CHOOSE_OPTION }]}>
            <OptionPicker label={props.title} options={options.map(props.toPickable)} />
          </Form.Item>
          <Form.Item name="amount" label={props.amountLabel} rules={isFree ? [] : [valibotRule(CheckoutAmount)]}>
            <NumberStepper min={1} disabled={isFree} aria-label={props.amountLabel} />
          </Form.Item>
        </>
      ) : (
        <LoadingState />
      )}
    </FormDialog>
  );
}
