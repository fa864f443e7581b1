import { Suspense, useState } from 'react';
import {
  MAX_FLOOR_FILE_BYTES,
  MSG_FLOOR_FILE_REQUIRED,
  MSG_FLOOR_FILE_TOO_LARGE,
  MSG_FLOOR_FILE_TYPE,
  MSG_FLOOR_NAME_REQUIRED,
  requiredText,
} from '@planner/api';
import { isPdf, PdfPagePicker } from '@planner/pdf-pages';
import { hasFieldErrors } from '@planner/platform';
import { App, Form, FormDialog, Input, Progress, Typography, Upload, valibotRule, type UploadFile } from '@planner/ui';
import { InboxOutlined } from '@ant-design/icons';
import { addFloorProgress, type AddFloorPhase, type AddFloorProgress } from './addFloorProgress';
import { PLAN_FILE_TYPES, preparePlanFile } from './planFile';
import { useAddFloor } from './useFloors';

interface AddFloorValues {
  name: string;
  files: UploadFile[];
  pdfPage?: number;
}

const MSG_FLOOR_FILE_UNREADABLE = 'Die Datei konnte nicht gelesen werden. Ist sie beschädigt?';

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

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** 'Grundriss hinzufügen': name and plan file (PNG, JPEG or PDF, chosen or dropped). Loaded when opened. */
export default function AddFloorDialog({ configurationId, onClose }: { configurationId: string; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<AddFloorValues>();
  const addFloor = useAddFloor(configurationId);
  const [progress, setProgress] = useState<AddFloorProgress | null>(null);
  const chosen = Form.useWatch('files', form)?.[0]?.originFileObj;
  const chosenPdf = chosen && isPdf(chosen) ? chosen : undefined;

  const submit = async ({ name, files, pdfPage }: AddFloorValues): Promise<void | false> => {
    const file = files[0]?.originFileObj;
    if (!file) return false;
    const show = (phase: AddFloorPhase) => setProgress(addFloorProgress(phase, isPdf(file)));
    try {
      show('preparing');
      const plan = await preparePlanFile(file, pdfPage).catch(() => null);
      if (!plan) {
        form.setFields([{ name: 'files', errors: [MSG_FLOOR_FILE_UNREADABLE] }]);
        return false;
      }
      const failure = await addFloor(name.trim(), plan, show);
      if (!failure) return;
      void message.error(failure.message);
      return false;
    } catch (error) {
      // The server names the uploaded data (imageData, previewData, pdfData): all of it is the chosen file.
      if (!hasFieldErrors(error)) throw error;
      form.setFields([{ name: 'files', errors: [...new Set(error.body.fieldErrors?.map((fieldError) => fieldError.message))] }]);
      return false;
    } finally {
      setProgress(null);
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
        <Upload.Dragger
          accept=".png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf"
          beforeUpload={() => false}
          maxCount={1}
          onChange={() => form.setFieldValue('pdfPage', 1)}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">Datei auswählen oder hierher ziehen</p>
          <p className="ant-upload-hint">PNG, JPEG oder PDF, höchstens {megabytes(MAX_FLOOR_FILE_BYTES)}</p>
        </Upload.Dragger>
      </Form.Item>
      {chosenPdf && (
        <Suspense fallback={null}>
          <Form.Item name="pdfPage" initialValue={1} noStyle>
            <PdfPagePicker file={chosenPdf} question="Welche zeigt den Grundriss?" />
          </Form.Item>
        </Suspense>
      )}
      {progress && (
        <div role="status" aria-live="polite">
          <Typography.Text>{progress.label}</Typography.Text>
          <Progress percent={progress.percent} size="small" aria-label="Fortschritt des Hochladens" />
        </div>
      )}
    </FormDialog>
  );
}
