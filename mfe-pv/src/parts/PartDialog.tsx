import { randomUuid } from '@planner/api';
import { App, FormDialog } from '@planner/ui';
import { NameField, PriceAndDescriptionFields } from './CommonFields';
import { todayIsoDate } from './format';
import type { AnyPartUi, CommonValues, PartLike } from './partUi';
import { useSavePart } from './usePartApi';

export interface PartDialogProps {
  ui: AnyPartUi;
  open: boolean;
  /** Left out to create a new part. */
  part?: PartLike;
  onClose: () => void;
  onSaved?: (id: string) => void;
}

/** Creates or edits a PV part of any kind; the kind brings its technical fields. */
export function PartDialog({ ui, open, part, onClose, onSaved }: PartDialogProps) {
  const save = useSavePart(ui.endpoints);
  const { message } = App.useApp();
  const { Fields } = ui;
  return (
    <FormDialog<CommonValues>
      open={open}
      title={part ? `${ui.singular} bearbeiten` : ui.addLabel}
      successMessage={part ? `${ui.singular} aktualisiert` : `${ui.singular} hinzugefügt`}
      initialValues={{ description: '', ...ui.toValues(part) }}
      onClose={onClose}
      width={640}
      onSubmit={async (values) => {
        const id = part?.id ?? randomUuid();
        const result = await save(id, ui.toBody({ ...values, description: values.description ?? '' }, id, todayIsoDate()));
        if (result.failure) {
          void message.error(result.failure.message ?? `${ui.singular} konnte nicht gespeichert werden.`);
          return false;
        }
        onSaved?.(id);
      }}
    >
      <NameField />
      <Fields />
      <PriceAndDescriptionFields />
    </FormDialog>
  );
}
