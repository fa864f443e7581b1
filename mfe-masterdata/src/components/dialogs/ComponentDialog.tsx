import {
  COVER_KINDS,
  DEFAULT_BILLING_UNIT,
  DEFAULT_LABOUR_SHARE_BASIS_POINTS,
  ElectricalComponentInputSchema,
  PriceCents,
  randomUuid,
  type BillingUnit,
  type CoverKind,
  type ElectricalComponent,
} from '@planner/api';
import { useTagSelector } from '@planner/platform';
import { Form, FormDialog, Input, LabourShareField, Select, valibotFieldRules, valibotRule } from '@planner/ui';
import { PriceWithUnitFields } from '../../common/PriceWithUnitFields';
import type { IconValue } from '../../common/iconFile';
import { iconRules } from '../../common/iconRules';
import { IconUpload } from '../../common/IconUpload';
import { COVER_KIND_LABELS } from '../coverKinds';
import { tagsFromNames } from '../tagChoice';
import { useSaveComponent } from '../useComponents';

interface ComponentValues {
  label: string;
  description: string;
  unit: BillingUnit;
  icon: IconValue;
  tagNames: string[];
  price: number | null;
  labourShareBasisPoints: number | null;
  coverKind: CoverKind;
}

const rules = valibotFieldRules(ElectricalComponentInputSchema);
const coverKindOptions = COVER_KINDS.map((kind) => ({ value: kind, label: COVER_KIND_LABELS[kind] }));

export interface ComponentDialogProps {
  /** The installation to edit; a new one is created without it. */
  component?: ElectricalComponent;
  onClose: () => void;
}

/** Adds or edits an installation: label, icon, tags, price, labour share and the cover it needs. */
export default function ComponentDialog({ component, onClose }: ComponentDialogProps) {
  const save = useSaveComponent();
  const { items: existingTags, isPending: tagsLoading } = useTagSelector();
  return (
    <FormDialog<ComponentValues>
      open
      title={component ? 'Installation bearbeiten' : 'Installation hinzufügen'}
      successMessage="Installation gespeichert."
      initialValues={{
        label: component?.label ?? '',
        description: component?.description ?? '',
        unit: component?.unit ?? DEFAULT_BILLING_UNIT,
        icon: null,
        tagNames: component?.tags.tags.map((tag) => tag.name) ?? [],
        price: component?.price ?? null,
        labourShareBasisPoints: component?.labourShareBasisPoints ?? DEFAULT_LABOUR_SHARE_BASIS_POINTS,
        coverKind: component?.coverKind ?? 'None',
      }}
      onClose={onClose}
      onSubmit={async (values) => {
        await save({
          id: component?.id ?? randomUuid(),
          label: values.label,
          description: values.description ?? '',
          unit: values.unit,
          // An edit without a new file keeps the stored icon.
          icon: typeof values.icon === 'string' ? values.icon : null,
          price: values.price ?? 0,
          labourShareBasisPoints: values.labourShareBasisPoints ?? DEFAULT_LABOUR_SHARE_BASIS_POINTS,
          tags: { tags: tagsFromNames(values.tagNames, existingTags) },
          coverKind: values.coverKind,
        });
      }}
      width={560}
    >
      <Form.Item name="label" label="Bezeichnung" rules={rules.label}>
        <Input autoFocus maxLength={255} />
      </Form.Item>
      <Form.Item
        name="description"
        label="Beschreibung (optional)"
        extra="Erscheint im Angebot als Langtext unter der Bezeichnung."
        rules={rules.description}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} showCount />
      </Form.Item>
      <Form.Item name="icon" label="Icon" rules={iconRules(!component)}>
        <IconUpload currentIcon={component?.icon} />
      </Form.Item>
      <Form.Item name="tagNames" label="Tags" extra="Vorhandenes Tag wählen oder neuen Namen eingeben und mit Enter übernehmen.">
        <Select
          mode="tags"
          loading={tagsLoading}
          tokenSeparators={[',']}
          placeholder="Tags wählen oder anlegen"
          options={existingTags.map((tag) => ({ value: tag.name, label: tag.name }))}
          maxCount={20}
        />
      </Form.Item>
      <PriceWithUnitFields priceRules={[valibotRule(PriceCents)]} />
      <LabourShareField />
      <Form.Item
        name="coverKind"
        label="Abdeckung"
        extra="Bestimmt, welche Abdeckung (Steckdose, Lichtschalter oder Thermostat) diese Installation braucht. Damit werden im Angebot die Abdeckungen für Steckdosen und Schalter berechnet."
      >
        <Select options={coverKindOptions} />
      </Form.Item>
    </FormDialog>
  );
}
