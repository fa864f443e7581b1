import { MSG_FLOOR_FILE_REQUIRED, MSG_FLOOR_FILE_TYPE, MSG_FLOOR_NAME_REQUIRED, requiredText } from '@planner/api';
import { App, Button, Form, FormDialog, Input, Upload, valibotRule, type UploadFile } from '@planner/ui';
import { UploadOutlined } from '@ant-design/icons';
import { PLAN_FILE_TYPES, preparePlanFile } from './planFile';
import { useAddFloor } from './useFloors';

interface AddFloorValues {
  name: string;
  files: UploadFile[];
}

const nameRules = [valibotRule(requiredText(MSG_FLOOR_NAME_REQUIRED))];
const fileRules = [
  { required: true, message: MSG_FLOOR_FILE_REQUIRED },
  {
    validator: async (_: unknown, files: UploadFile[] | undefined) => {
      const file = files?.[0];
      if (file && !PLAN_FILE_TYPES.includes(file.type ?? '')) throw new Error(MSG_FLOOR_FILE_TYPE);
    },
  },
];

/** 'Grundriss hinzufügen': name and plan file (PNG, JPEG or PDF). Loaded when opened. */
export default function AddFloorDialog({ configurationId, onClose }: { configurationId: string; onClose: () => void }) {
  const { message } = App.useApp();
  const addFloor = useAddFloor(configurationId);

  const submit = async ({ name, files }: AddFloorValues): Promise<void | false> => {
    const file = files[0]?.originFileObj;
    if (!file) return false;
    const failure = await addFloor(name.trim(), await preparePlanFile(file));
    if (!failure) return;
    void message.error(failure.message);
    return false;
  };

  return (
    <FormDialog<AddFloorValues>
      open
      title="Grundriss hinzufügen"
      successMessage="Grundriss erfolgreich hinzugefügt."
      onClose={onClose}
      onSubmit={submit}
    >
      <Form.Item name="name" label="Bezeichnung" rules={nameRules}>
        <Input autoFocus placeholder="z. B. Erdgeschoss" />
      </Form.Item>
      <Form.Item
        name="files"
        label="Grundriss (PNG, JPEG oder PDF)"
        valuePropName="fileList"
        getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
        rules={fileRules}
      >
        <Upload accept=".png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf" beforeUpload={() => false} maxCount={1}>
          <Button icon={<UploadOutlined />}>Datei auswählen</Button>
        </Upload>
      </Form.Item>
    </FormDialog>
  );
}
