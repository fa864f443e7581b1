import { ConstructionSpecificationSchema, randomUuid, type ConstructionSpecification } from '@planner/api';
import { Form, FormDialog, Input, valibotFieldRules } from '@planner/ui';
import { toSpecificationInput, useSaveSpecification } from '../useSpecifications';

const rules = valibotFieldRules(ConstructionSpecificationSchema);

export interface SpecificationNameDialogProps {
  propertyDeveloperId: string;
  /** The specification to rename; a new, empty one is created without it. */
  specification?: ConstructionSpecification;
  onClose: () => void;
  onCreated?: (specification: ConstructionSpecification) => void;
}

/** Creates a specification or renames one. */
export default function SpecificationNameDialog(props: SpecificationNameDialogProps) {
  const { propertyDeveloperId, specification, onClose, onCreated } = props;
  const save = useSaveSpecification();
  return (
    <FormDialog<{ name: string }>
      open
      title={specification ? 'Baubeschreibung umbenennen' : 'Baubeschreibung hinzufügen'}
      successMessage={specification ? 'Baubeschreibung aktualisiert.' : 'Baubeschreibung erstellt.'}
      initialValues={{ name: specification?.name ?? '' }}
      onClose={onClose}
      onSubmit={async ({ name }) => {
        if (specification) {
          await save({ ...toSpecificationInput(specification), name });
          return;
        }
        const { data } = await save({ id: randomUuid(), name, propertyDeveloperId, roomTypes: [] });
        if (data) onCreated?.(data);
      }}
    >
      <Form.Item name="name" label="Name" rules={rules.name}>
        <Input autoFocus maxLength={255} />
      </Form.Item>
    </FormDialog>
  );
}
