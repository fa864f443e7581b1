import {
  MAX_FLOOR_FILE_BYTES,
  MSG_FLOOR_FILE_REQUIRED,
  MSG_FLOOR_FILE_TOO_LARGE,
  MSG_FLOOR_FILE_TYPE,
  MSG_FLOOR_NAME_REQUIRED,
  requiredText,
} from '@planner/api';
import { hasFieldErrors } from '@planner/platform';
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
      if (file && (file.size ?? 0) > MAX_FLOOR_FILE_BYTES) throw new Error(MSG_FLOOR_FILE_TOO_LARGE);
    },
  },
];

/** 'Grundriss hinzufügen': name and plan file (PNG, JPEG or PDF). Loaded when opened. */
export default function AddFloorDialog({ configurationId, onClose }: { configurationId: string; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<AddFloorValues>();
  const addFloor = useAddFloor(configurationId);

  const submit = async ({ name, files }: AddFloorValues): Promise<void | false> => {
    const file = files[0]?.originFileObj;
    if (!file) return false;
    try {
      const failure = await addFloor(name.trim(), await preparePlanFile(file));
      if (!failure) return;
      void message.error(failure.message);
      return false;
    } catch (error) {
      // The server names the uploaded data (imageData, previewData, pdfData): all of it is the chosen file.
      if (!hasFieldErrors(error)) throw error;
      form.setFields([{ name: 'files', errors: [...new Set(error.body.fieldErrors?.map((fieldError) => fieldError.message))] }]);
      return false;
    }
  };

  return (
    <FormDialog<AddFloorValues>
      open
      form={form}
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
