import {
  COVER_KINDS,
  ElectricalComponentInputSchema,
  PriceCents,
  randomUuid,
  type CoverKind,
  type ElectricalComponent,
} from '@planner/api';
import { useTagSelector } from '@planner/platform';
import { Form, FormDialog, Input, MoneyInput, Select, valibotFieldRules, valibotRule } from '@planner/ui';
import type { IconValue } from '../../common/iconFile';
import { iconRules } from '../../common/iconRules';
import { IconUpload } from '../../common/IconUpload';
import { COVER_KIND_LABELS } from '../coverKinds';
import { tagsFromNames } from '../tagChoice';
import { useSaveComponent } from '../useComponents';

interface ComponentValues {
  label: string;
  icon: IconValue;
  tagNames: string[];
  price: number | null;
  coverKind: CoverKind;
}

const rules = valibotFieldRules(ElectricalComponentInputSchema);
const coverKindOptions = COVER_KINDS.map((kind) => ({ value: kind, label: COVER_KIND_LABELS[kind] }));

export interface ComponentDialogProps {
  /** The installation to edit; a new one is created without it. */
  component?: ElectricalComponent;
  onClose: () => void;
}

/** Adds or edits an installation: label, icon, tags, price and the cover it needs. */
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
        icon: null,
        tagNames: component?.tags.tags.map((tag) => tag.name) ?? [],
        price: component?.price ?? null,
        coverKind: component?.coverKind ?? 'None',
      }}
      onClose={onClose}
      onSubmit={async (values) => {
        await save({
          id: component?.id ?? randomUuid(),
          label: values.label,
          // An edit without a new file keeps the stored icon.
          icon: typeof values.icon === 'string' ? values.icon : null,
          price: values.price ?? 0,
          tags: { tags: tagsFromNames(values.tagNames, existingTags) },
          coverKind: values.coverKind,
        });
      }}
      width={560}
    >
      <Form.Item name="label" label="Bezeichnung" rules={rules.label}>
        <Input autoFocus maxLength={255} />
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
      <Form.Item name="price" label="Preis" rules={[valibotRule(PriceCents)]}>
        <MoneyInput min={0} />
      </Form.Item>
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
