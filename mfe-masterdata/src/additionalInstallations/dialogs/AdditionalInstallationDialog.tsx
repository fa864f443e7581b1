import {
  AdditionalInstallationSchema,
  DEFAULT_BILLING_UNIT,
  DEFAULT_LABOUR_SHARE_BASIS_POINTS,
  randomUuid,
  type AdditionalInstallation,
  type BillingUnit,
} from '@planner/api';
import { Form, FormDialog, Input, LabourShareField, valibotFieldRules } from '@planner/ui';
import { PriceWithUnitFields } from '../../common/PriceWithUnitFields';
import type { IconValue } from '../../common/iconFile';
import { iconRules } from '../../common/iconRules';
import { IconUpload } from '../../common/IconUpload';
import { useSaveAdditionalInstallation } from '../useAdditionalInstallations';

interface AdditionalInstallationValues {
  title: string;
  description: string;
  price: number | null;
  unit: BillingUnit;
  labourShareBasisPoints: number | null;
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
        unit: installation?.unit ?? DEFAULT_BILLING_UNIT,
        labourShareBasisPoints: installation?.labourShareBasisPoints ?? DEFAULT_LABOUR_SHARE_BASIS_POINTS,
        icon: installation?.icon ?? null,
      }}
      onClose={onClose}
      onSubmit={async ({ title, description, price, unit, labourShareBasisPoints, icon }) => {
        await save({
          id: installation?.id ?? randomUuid(),
          title,
          description,
          price: price ?? 0,
          unit,
          labourShareBasisPoints: labourShareBasisPoints ?? DEFAULT_LABOUR_SHARE_BASIS_POINTS,
          icon: typeof icon === 'string' ? icon : null,
        });
      }}
      width={560}
    >
      <Form.Item name="title" label="Titel" rules={rules.title}>
        <Input autoFocus maxLength={255} />
      </Form.Item>
      <Form.Item name="description" label="Beschreibung" extra="Erscheint im Angebot als Langtext unter dem Titel." rules={rules.description}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} showCount />
      </Form.Item>
      <PriceWithUnitFields priceRules={rules.price} />
      <LabourShareField />
      <Form.Item name="icon" label="Icon" rules={iconRules(true)}>
        <IconUpload />
      </Form.Item>
    </FormDialog>
  );
}
