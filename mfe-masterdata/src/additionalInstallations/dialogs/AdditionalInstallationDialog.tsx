import { AdditionalInstallationSchema, randomUuid, type AdditionalInstallation } from '@planner/api';
import { Form, FormDialog, Input, MoneyInput, valibotFieldRules } from '@planner/ui';
import type { IconValue } from '../../common/iconFile';
import { iconRules } from '../../common/iconRules';
import { IconUpload } from '../../common/IconUpload';
import { useSaveAdditionalInstallation } from '../useAdditionalInstallations';

interface AdditionalInstallationValues {
  title: string;
  description: string;
  price: number | null;
  icon: IconValue;
}

const rules = valibotFieldRules(AdditionalInstallationSchema);

export interface AdditionalInstallationDialogProps {
  /** The one to edit; a new one is created without it. */
  installation?: AdditionalInstallation;
  onClose: () => void;
}

export default function AdditionalInstallationDialog({ installation, onClose }: AdditionalInstallationDialogProps) {
  const save = useSaveAdditionalInstallation();
  return (
    <FormDialog<AdditionalInstallationValues>
      open
      title={installation ? 'Zusatzinstallation bearbeiten' : 'Zusatzinstallation hinzufügen'}
      successMessage="Zusatzinstallation gespeichert."
      initialValues={{
        title: installation?.title ?? '',
        description: installation?.description ?? '',
        price: installation?.price ?? null,
        icon: installation?.icon ?? null,
      }}
      onClose={onClose}
      onSubmit={async ({ title, description, price, icon }) => {
        await save({
          id: installation?.id ?? randomUuid(),
          title,
          description,
          price: price ?? 0,
          icon: typeof icon === 'string' ? icon : null,
        });
      }}
      width={560}
    >
      <Form.Item name="title" label="Titel" rules={rules.title}>
        <Input autoFocus maxLength={255} />
      </Form.Item>
      <Form.Item name="description" label="Beschreibung" rules={rules.description}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} showCount />
      </Form.Item>
      <Form.Item name="price" label="Preis pro Stück" rules={rules.price}>
        <MoneyInput min={0} />
      </Form.Item>
      <Form.Item name="icon" label="Icon" rules={iconRules(true)}>
        <IconUpload />
      </Form.Item>
    </FormDialog>
  );
}
