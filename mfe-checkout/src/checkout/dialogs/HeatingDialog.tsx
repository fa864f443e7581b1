import { COOLING_SURCHARGE_CENTS, requiredText } from '@planner/api';
import { Alert, formatCents, Form, FormDialog, Input, Switch, valibotRule } from '@planner/ui';
import { removeChoiceAction, SAVED_MESSAGE, type CheckoutDialogProps } from './CheckoutDialogProps';

interface Values {
  heatpumpLocation: string;
  heatpumpTemperatureSensorLocation: string;
  heatingManifoldLocation: string;
  heatingAndCooling: boolean;
}

const rule = (message: string) => [valibotRule(requiredText(message))];

/** Where heat pump, outdoor sensor and manifold go, and whether the heat pump also cools. */
export default function HeatingDialog({ checkout, save, onClose, clear }: CheckoutDialogProps) {
  return (
    <FormDialog<Values>
      open
      extraAction={removeChoiceAction(clear)}
      title="Heizung"
      successMessage={SAVED_MESSAGE}
      initialValues={{
        heatpumpLocation: checkout.heatpumpLocation ?? '',
        heatpumpTemperatureSensorLocation: checkout.heatpumpTemperatureSensorLocation ?? '',
        heatingManifoldLocation: checkout.heatingManifoldLocation ?? '',
        heatingAndCooling: checkout.heatingAndCooling,
      }}
      onClose={onClose}
      onSubmit={(values) => save(values)}
    >
      <Form.Item name="heatpumpLocation" label="Standort der Wärmepumpe" rules={rule('Bitte geben Sie den Standort der Wärmepumpe an.')}>
        <Input autoFocus maxLength={255} />
      </Form.Item>
      <Form.Item
        name="heatpumpTemperatureSensorLocation"
        label="Standort des Außenfühlers"
        rules={rule('Bitte geben Sie den Standort des Außenfühlers an.')}
        extra="Der Außenfühler muss an der Nordseite des Gebäudes montiert werden."
      >
        <Input maxLength={255} />
      </Form.Item>
      <Form.Item
        name="heatingManifoldLocation"
        label="Standort des Heizkreisverteilers"
        rules={rule('Bitte geben Sie den Standort des Heizkreisverteilers an.')}
      >
        <Input maxLength={255} />
      </Form.Item>
      <Form.Item name="heatingAndCooling" label="Heizen und Kühlen" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Alert type="info" showIcon title={`Mit Kühlfunktion fällt ein Aufpreis von ${formatCents(COOLING_SURCHARGE_CENTS)} an.`} />
    </FormDialog>
  );
}
