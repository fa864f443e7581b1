import { checkoutOptionEndpoints, MSG_CHOOSE_INTERCOM } from '@planner/api';
import { formatCents, Form, FormDialog, LoadingState, Typography } from '@planner/ui';
import { useOptionList } from '../../options/useOptionList';
import { OptionPicker } from '../OptionPicker';
import { removeChoiceAction, SAVED_MESSAGE, type CheckoutDialogProps } from './CheckoutDialogProps';

interface Values {
  intercomTypeId: string;
  intercomLocationId: string;
}

/** Chooses the intercom and where it is installed; both are required. */
export default function IntercomDialog({ checkout, save, onClose, clear }: CheckoutDialogProps) {
  const types = useOptionList(checkoutOptionEndpoints.intercomType).options;
  const locations = useOptionList(checkoutOptionEndpoints.intercomLocationType).options;
  const bothRequired = [
    ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
      validator: async () => {
        if (!getFieldValue('intercomTypeId') || !getFieldValue('intercomLocationId')) throw new Error(MSG_CHOOSE_INTERCOM);
      },
    }),
  ];
  return (
    <FormDialog<Values>
      open
      extraAction={removeChoiceAction(clear)}
      title="Sprechanlage"
      successMessage={SAVED_MESSAGE}
      initialValues={{
        intercomTypeId: checkout.intercom?.intercomType.id,
        intercomLocationId: checkout.intercom?.intercomLocation.id,
      }}
      onClose={onClose}
      onSubmit={async (values) => {
        const intercomType = types?.find((type) => type.id === values.intercomTypeId) ?? checkout.intercom?.intercomType;
        const intercomLocation =
          locations?.find((location) => location.id === values.intercomLocationId) ?? checkout.intercom?.intercomLocation;
        if (intercomType && intercomLocation) return save({ intercom: { intercomType, intercomLocation } });
      }}
    >
      {types && locations ? (
        <>
          <Typography.Title level={5}>Sprechanlage</Typography.Title>
          <Form.Item name="intercomTypeId" rules={bothRequired} dependencies={['intercomLocationId']}>
            <OptionPicker
              label="Sprechanlage"
              options={types.map((type) => ({ ...type, image: type.icon, priceText: formatCents(type.price) }))}
            />
          </Form.Item>
          <Typography.Title level={5}>Installationsort</Typography.Title>
          <Form.Item name="intercomLocationId">
            <OptionPicker
              label="Installationsort"
              options={locations.map((location) => ({
                id: location.id,
                name: location.location,
                priceText: location.extraPrice === 0 ? undefined : `+ ${formatCents(location.extraPrice)}`,
              }))}
            />
          </Form.Item>
        </>
      ) : (
        <LoadingState />
      )}
    </FormDialog>
  );
}
