import { MSG_ROOM_TYPE_REQUIRED, requiredText, type RoomType } from '@planner/api';
import { Alert, Form, FormDialog, Input, Select, valibotRule } from '@planner/ui';

const nameSchema = requiredText('Bitte geben Sie einen Namen für den Raum ein.');

export interface RoomValues {
  label: string;
  roomTypeId: string | null;
}

export interface RoomDialogProps {
  /** The room being edited; none for a room just drawn. */
  initial: RoomValues | null;
  /** The construction specification's room types; null for a private order (no room type). */
  roomTypes: RoomType[] | null;
  /** The project's construction specification could not be loaded. */
  roomTypesMissing?: boolean;
  onSubmit: (values: RoomValues) => void;
  onClose: () => void;
}

/** Name and room type of a room: after drawing it, or from the rooms list. */
export function RoomDialog({ initial, roomTypes, roomTypesMissing = false, onSubmit, onClose }: RoomDialogProps) {
  return (
    <FormDialog<{ label: string; roomTypeId?: string }>
      open
      title={initial ? 'Raum bearbeiten' : 'Raum erstellen'}
      successMessage={initial ? 'Raum gespeichert.' : 'Raum erstellt.'}
      initialValues={{ label: initial?.label ?? '', roomTypeId: initial?.roomTypeId ?? undefined }}
      maskClosable={false}
      onClose={onClose}
      onSubmit={async ({ label, roomTypeId }) => onSubmit({ label: label.trim(), roomTypeId: roomTypeId ?? null })}
    >
      <Form.Item name="label" label="Name" rules={[valibotRule(nameSchema)]}>
        <Input autoFocus maxLength={255} />
      </Form.Item>
      {roomTypesMissing && <Alert type="error" showIcon style={{ marginBottom: 16 }} message="Raumtypen nicht gefunden" />}
      {roomTypes && (
        <Form.Item name="roomTypeId" label="Raumtyp" rules={[{ required: true, message: MSG_ROOM_TYPE_REQUIRED }]}>
          <Select
            placeholder="Raumtyp auswählen"
            showSearch={{ optionFilterProp: 'label' }}
            options={roomTypes.map((type) => ({ value: type.id, label: type.name }))}
            notFoundContent="Keine Raumtypen gefunden"
          />
        </Form.Item>
      )}
    </FormDialog>
  );
}
