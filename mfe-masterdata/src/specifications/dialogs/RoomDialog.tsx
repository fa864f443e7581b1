import { RoomTypeSchema, randomUuid, type ConstructionSpecification, type RoomType } from '@planner/api';
import { Form, FormDialog, Input, valibotFieldRules } from '@planner/ui';
import { InclusiveComponentsField, type InclusiveComponentValue } from '../InclusiveComponentsField';
import { sortRooms } from '../sortRooms';
import { toSpecificationInput, useSaveSpecification } from '../useSpecifications';

interface RoomValues {
  name: string;
  inclusiveComponents: InclusiveComponentValue[];
}

const rules = valibotFieldRules(RoomTypeSchema);

export interface RoomDialogProps {
  specification: ConstructionSpecification;
  /** The room to edit; a new room is added without it. */
  room?: RoomType;
  onClose: () => void;
}

/** Adds or edits a room of a specification with its default installations; rooms stay sorted by name. */
export default function RoomDialog({ specification, room, onClose }: RoomDialogProps) {
  const save = useSaveSpecification();
  const deletedIds = new Set(
    specification.roomTypes.flatMap((r) => r.inclusiveComponents.filter((c) => c.componentDeleted).map((c) => c.componentId)),
  );
  const knownLabels = new Map(
    specification.roomTypes.flatMap((r) => r.inclusiveComponents.map((c) => [c.componentId, c.componentLabel] as const)),
  );
  return (
    <FormDialog<RoomValues>
      open
      title={room ? 'Zimmer bearbeiten' : 'Zimmer hinzufügen'}
      successMessage={room ? 'Zimmer aktualisiert.' : 'Zimmer hinzugefügt.'}
      initialValues={{
        name: room?.name ?? '',
        inclusiveComponents: room?.inclusiveComponents.map(({ componentId, amount }) => ({ componentId, amount })) ?? [],
      }}
      onClose={onClose}
      onSubmit={async ({ name, inclusiveComponents }) => {
        const input = toSpecificationInput(specification);
        const edited = {
          id: room?.id ?? randomUuid(),
          name,
          inclusiveComponents: inclusiveComponents.map(({ componentId, amount }) => ({ componentId, amount: amount ?? 1 })),
        };
        const others = input.roomTypes.filter((r) => r.id !== edited.id);
        await save({ ...input, roomTypes: sortRooms([...others, edited]) });
      }}
      width={640}
    >
      <Form.Item name="name" label="Name" rules={rules.name}>
        <Input autoFocus maxLength={255} />
      </Form.Item>
      <Form.Item name="inclusiveComponents" label="Installationen" rules={rules.inclusiveComponents}>
        <InclusiveComponentsField knownLabels={knownLabels} deletedIds={deletedIds} />
      </Form.Item>
    </FormDialog>
  );
}
