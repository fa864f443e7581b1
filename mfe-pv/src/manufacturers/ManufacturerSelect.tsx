import { PlusOutlined } from '@ant-design/icons';
import { randomUuid } from '@planner/api';
import { manufacturerEndpoints, ManufacturerSchema, type Manufacturer } from '@planner/api/pv';
import { invalidatePath, useApiMutation } from '@planner/platform';
import { Button, Divider, Form, FormDialog, Input, Select, valibotRule } from '@planner/ui';
import { useState } from 'react';
import { useAllRows } from './useAllRows';

const MANUFACTURERS_FIRST_PAGE = 20;
// Not `name`: the field would share its element id with the name field of the part's form around it.
const manufacturerNameRules = [valibotRule(ManufacturerSchema.entries.name)];

interface NewManufacturerValues {
  manufacturerName: string;
}

export interface ManufacturerSelectProps {
  id?: string;
  value?: string;
  onChange?: (manufacturerId: string) => void;
}

function useSaveManufacturer() {
  const mutation = useApiMutation(manufacturerEndpoints.put, {
    onSuccess: () => invalidatePath(manufacturerEndpoints.list.path),
  });
  return (manufacturer: Manufacturer) => mutation.mutateAsync({ params: { id: manufacturer.id }, body: { manufacturer } });
}

/** Manufacturer choice of a form; a missing manufacturer is added right here. */
export function ManufacturerSelect({ id, value, onChange }: ManufacturerSelectProps) {
  const { rows, isPending } = useAllRows<Manufacturer>(manufacturerEndpoints.list, MANUFACTURERS_FIRST_PAGE);
  const save = useSaveManufacturer();
  const [adding, setAdding] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const [form] = Form.useForm<NewManufacturerValues>();

  const startAdding = () => {
    setListOpen(false);
    setAdding(true);
  };
  const addButton = (
    <Button type="text" block icon={<PlusOutlined />} onClick={startAdding} style={{ textAlign: 'left' }}>
      Hersteller hinzufügen
    </Button>
  );

  return (
    <>
      <Select
        id={id}
        value={value}
        onChange={onChange}
        open={listOpen}
        onOpenChange={setListOpen}
        loading={isPending}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="Hersteller auswählen"
        options={rows?.map((manufacturer) => ({ value: manufacturer.id, label: manufacturer.name }))}
        notFoundContent="Noch keine Hersteller angelegt."
        popupRender={(menu) => (
          <>
            {menu}
            <Divider style={{ margin: '4px 0' }} />
            {addButton}
          </>
        )}
      />
      <FormDialog<NewManufacturerValues>
        open={adding}
        form={form}
        title="Hersteller hinzufügen"
        successMessage="Hersteller hinzugefügt"
        onClose={() => setAdding(false)}
        onSubmit={async ({ manufacturerName }) => {
          const manufacturer = { id: randomUuid(), name: manufacturerName };
          const result = await save(manufacturer);
          if (result.failure) {
            form.setFields([{ name: 'manufacturerName', errors: [result.failure.message ?? 'Diesen Hersteller gibt es schon.'] }]);
            return false;
          }
          onChange?.(manufacturer.id);
        }}
      >
        <Form.Item name="manufacturerName" label="Name des Herstellers" rules={manufacturerNameRules}>
          <Input autoFocus maxLength={255} />
        </Form.Item>
      </FormDialog>
    </>
  );
}
