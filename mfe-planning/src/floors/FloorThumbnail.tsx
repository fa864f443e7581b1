import { PictureOutlined } from '@ant-design/icons';
import { antdTheme } from '@planner/ui';
import { useEffect, useState } from 'react';
import { useFloorPreview } from './useFloors';

const WIDTH = 64;
const HEIGHT = 48;

/** An object URL for the blob, revoked when the blob changes or the component unmounts. */
function useObjectUrl(blob: Blob | undefined) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}

/** The floor's small plan preview in the list; an icon while loading or when there is none. */
export function FloorThumbnail({ floorId, name, hasImage }: { floorId: string; name: string; hasImage: boolean }) {
  const { token } = antdTheme.useToken();
  const { data } = useFloorPreview(floorId, hasImage);
  const url = useObjectUrl(data);
  const frame = {
    width: WIDTH,
    height: HEIGHT,
    flex: 'none',
    border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusSM,
    background: token.colorFillQuaternary,
  } as const;
  if (!url) {
    return (
      <span
        data-testid="floor-thumbnail-placeholder"
        aria-hidden
        style={{ ...frame, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', color: token.colorTextQuaternary, fontSize: 20 }}
      >
        <PictureOutlined />
      </span>
    );
  }
  return <img src={url} alt={`Vorschau ${name}`} width={WIDTH} height={HEIGHT} style={{ ...frame, display: 'block', objectFit: 'contain' }} />;
}
