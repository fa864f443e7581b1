import { MSG_AMOUNT_MIN, MSG_CHOOSE_ADDITIONAL_INSTALLATION, randomUuid, type LineVatCategory } from '@planner/api';
import { useAdditionalInstallationSelector } from '@planner/platform';
import { App, Form, FormDialog, formatCents, NumberStepper, Select } from '@planner/ui';
import { useSaveConfigurationAdditionalInstallation } from './useConfigurationAdditionalInstallations';
import { VatCategorySelect } from './VatCategorySelect';

interface AddValues {
  additionalInstallationId: string;
  amount: number;
  vatCategory: LineVatCategory;
}

/** Adds an additional installation with its amount to the quote. Loaded when opened. */
export default function AddAdditionalInstallationDialog({ configurationId, onClose }: { configurationId: string; onClose: () => void }) {
  const { message } = App.useApp();
  const { items, isPending } = useAdditionalInstallationSelector();
  const save = useSaveConfigurationAdditionalInstallation(configurationId);

  const submit = async (values: AddValues): Promise<void | false> => {
    const failure = await save({ id: randomUuid(), ...values });
    if (!failure) return;
    void message.error(failure.message ?? 'Die Zusatzinstallation konnte nicht gespeichert werden.');
    return false;
  };

  return (
    <FormDialog<AddValues>
      open
      title="Zusatzinstallation hinzufügen"
      okText="Hinzufügen"
      successMessage="Zusatzinstallation wurde hinzugefügt"
      initialValues={{ amount: 1, vatCategory: 'Standard' }}
      onClose={onClose}
      onSubmit={submit}
    >
      <Form.Item
        name="additionalInstallationId"
        label="Zusatzinstallation"
        rules={[{ required: true, message: MSG_CHOOSE_ADDITIONAL_INSTALLATION }]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={isPending}
          placeholder="Zusatzinstallation auswählen"
          options={items.map((item) => ({ value: item.id, label: `${item.title} (${formatCents(item.price)})` }))}
          notFoundContent={items.length === 0 ? 'Es wurden noch keine Zusatzinstallationen angelegt.' : 'Keine Optionen gefunden.'}
        />
      </Form.Item>
      <Form.Item
        name="amount"
        label="Anzahl"
        rules={[{ required: true, type: 'integer', min: 1, message: MSG_AMOUNT_MIN }]}
      >
        <NumberStepper min={1} max={100_000} />
      </Form.Item>
      <Form.Item name="vatCategory" label="MwSt." extra="0 % nur für eine PV-Anlage mit Speicher nach § 12 Abs. 3 UStG.">
        <VatCategorySelect />
      </Form.Item>
    </FormDialog>
  );
}
