import { PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { imageTypeOf } from '@planner/api';
import { Button, Flex, Typography } from '@planner/ui';
import { useRef, type ChangeEvent } from 'react';

export interface ImageInputProps {
  /** The image as data URL; empty when none is chosen. */
  value?: string;
  onChange?: (dataUrl: string) => void;
  id?: string;
}

function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('Datei konnte nicht gelesen werden.'));
    reader.readAsDataURL(file);
  });
}

/**
 * Picks a PNG or JPEG file and hands it to the form as data URL. The media type is taken
 * from the file's content, so the form's schema rejects anything that is not an image.
 */
export function ImageInput({ value, onChange, id }: ImageInputProps) {
  const fileInput = useRef<HTMLInputElement>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    const type = imageTypeOf(head) ?? 'application/octet-stream';
    onChange?.(`data:${type};base64,${await readAsBase64(file)}`);
  };

  const hasImage = Boolean(value?.startsWith('data:image/'));
  return (
    <Flex gap="middle" align="center" wrap>
      <Flex
        align="center"
        justify="center"
        style={{ width: 72, height: 72, borderRadius: 8, background: 'rgba(0,0,0,0.04)', overflow: 'hidden' }}
      >
        {hasImage ? (
          <img src={value} alt="Gewähltes Bild" style={{ maxWidth: '100%', maxHeight: '100%' }} />
        ) : (
          <PictureOutlined style={{ fontSize: 28, opacity: 0.45 }} />
        )}
      </Flex>
      <Flex vertical gap={4}>
        <Button icon={<UploadOutlined />} onClick={() => fileInput.current?.click()}>
          {hasImage ? 'Anderes Bild wählen' : 'Bild auswählen'}
        </Button>
        <Typography.Text type="secondary">PNG oder JPEG, höchstens 256 KB</Typography.Text>
      </Flex>
      <input
        ref={fileInput}
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        aria-label="Bild auswählen"
        style={{ display: 'none' }}
        onChange={(event) => void choose(event)}
      />
    </Flex>
  );
}
