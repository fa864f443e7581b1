import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, Upload } from '@planner/ui';
import { isRejectedIcon, readIconFile, type IconValue } from './iconFile';
import { IconImage } from './IconImage';

export interface IconUploadProps {
  value?: IconValue;
  onChange?: (value: IconValue) => void;
  /** The stored icon, shown while no new file is chosen. */
  currentIcon?: string | null;
  id?: string;
}

/** Chooses a PNG icon (read in the browser, never uploaded on its own) and shows it. */
export function IconUpload({ value, onChange, currentIcon, id }: IconUploadProps) {
  const chosen = typeof value === 'string' ? value : null;
  const shown = chosen ?? currentIcon ?? null;
  return (
    <Flex align="center" gap="middle" wrap>
      {shown && <IconImage src={shown} alt="Gewähltes Icon" size={48} />}
      <Upload
        accept="image/png"
        maxCount={1}
        showUploadList={false}
        beforeUpload={(file) => {
          void readIconFile(file).then((next) => onChange?.(next));
          return Upload.LIST_IGNORE;
        }}
      >
        <Button id={id} icon={<UploadOutlined />}>
          {shown ? 'Anderes Icon wählen' : 'Icon wählen'}
        </Button>
      </Upload>
      {!isRejectedIcon(value) && (
        <Typography.Text type="secondary">PNG, höchstens 64 KB</Typography.Text>
      )}
    </Flex>
  );
}
