import { UploadOutlined } from '@ant-design/icons';
import { MAX_FLOOR_FILE_BYTES } from '@planner/api';
import { pvDesignEndpoints, type RoofFace, type RoofPoint } from '@planner/api/pv';
import { useApiQuery } from '@planner/platform';
import { Alert, Button, Card, Flex, InputNumber, Radio, Typography } from '@planner/ui';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { pictureToFace } from '../roofGeometry';
import { RoofPdfPageDialog } from './RoofPdfPageDialog';
import { ROOF_PICTURE_TYPES, useRoofPictureUpload } from './useRoofPictureUpload';

type Mode = 'view' | 'scale' | 'draw';

export interface PictureCardProps {
  configurationId: string;
  hasPicture: boolean;
  faces: RoofFace[];
  readOnly: boolean;
  /** A face drawn on the picture: its corners in metres and in pixels. */
  onDrawn: (drawn: { outline: RoofPoint[]; pictureOutline: RoofPoint[] }) => void;
}

function usePictureUrl(configurationId: string, enabled: boolean) {
  const { data } = useApiQuery(pvDesignEndpoints.getPicture, { params: { configurationId } }, { enabled, throwOnError: false });
  const [picture, setPicture] = useState<{ url: string; width: number; height: number } | null>(null);
  useEffect(() => {
    if (!data || !enabled) return;
    const url = URL.createObjectURL(data);
    const image = new Image();
    image.onload = () => setPicture({ url, width: image.naturalWidth, height: image.naturalHeight });
    image.src = url;
    return () => URL.revokeObjectURL(url);
  }, [data, enabled]);
  return picture;
}

const distance = (a: RoofPoint, b: RoofPoint) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * The roof picture (photo, drone picture, site plan): upload it, set the scale by one known
 * length, then draw a face corner by corner.
 */
export function PictureCard({ configurationId, hasPicture, faces, readOnly, onDrawn }: PictureCardProps) {
  const picture = usePictureUrl(configurationId, hasPicture);
  const { uploading, choose, pdfToChoose, takePage, cancelPdf } = useRoofPictureUpload(configurationId);
  const input = useRef<HTMLInputElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  const [mode, setMode] = useState<Mode>('view');
  const [scalePoints, setScalePoints] = useState<RoofPoint[]>([]);
  const [knownLength, setKnownLength] = useState<number | null>(null);
  const [metresPerPixel, setMetresPerPixel] = useState<number | null>(null);
  const [corners, setCorners] = useState<RoofPoint[]>([]);

  const toPicture = (event: PointerEvent): RoofPoint => {
    const matrix = svg.current?.getScreenCTM();
    if (!matrix) return { x: 0, y: 0 };
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return { x: Math.round(point.x), y: Math.round(point.y) };
  };

  const press = (event: PointerEvent) => {
    if (mode === 'scale') setScalePoints((points) => (points.length >= 2 ? [toPicture(event)] : [...points, toPicture(event)]));
    if (mode === 'draw' && corners.length < 12) setCorners((points) => [...points, toPicture(event)]);
  };

  const applyScale = () => {
    const [a, b] = scalePoints;
    if (!a || !b || !knownLength || distance(a, b) === 0) return;
    setMetresPerPixel(knownLength / distance(a, b));
    setMode('draw');
  };

  const finishFace = () => {
    if (!metresPerPixel || corners.length < 3) return;
    onDrawn({ outline: pictureToFace(corners, metresPerPixel), pictureOutline: corners });
    setCorners([]);
  };

  const stroke = picture ? Math.max(picture.width, picture.height) / 300 : 1;
  return (
    <Card title="Dachbild">
      <Flex vertical gap={12}>
        <Flex wrap gap={8} align="center">
          <input ref={input} type="file" accept={ROOF_PICTURE_TYPES.join(',')} hidden aria-label="Dachbild auswählen" onChange={(event) => { const file = event.target.files?.[0]; if (file) void choose(file); event.target.value = ''; }} />
          <Button icon={<UploadOutlined />} loading={uploading} disabled={readOnly} onClick={() => input.current?.click()}>
            {hasPicture ? 'Anderes Dachbild hochladen' : 'Dachbild hochladen'}
          </Button>
          <Typography.Text type="secondary">
            Foto, Luftbild oder Lageplan als PNG, JPEG oder PDF, höchstens {Math.round(MAX_FLOOR_FILE_BYTES / (1024 * 1024))} MB.
          </Typography.Text>
        </Flex>
        {pdfToChoose && <RoofPdfPageDialog file={pdfToChoose} onChoose={(pageNumber) => void takePage(pageNumber)} onCancel={cancelPdf} />}
        {!hasPicture && <Typography.Text type="secondary">Noch kein Dachbild. Dachflächen lassen sich auch über ihre Maße anlegen.</Typography.Text>}
        {picture && (
          <>
            <Radio.Group
              optionType="button"
              value={mode}
              onChange={(event) => setMode(event.target.value)}
              disabled={readOnly}
              options={[
                { value: 'view', label: 'Ansehen' },
                { value: 'scale', label: 'Maßstab setzen' },
                { value: 'draw', label: 'Fläche zeichnen', disabled: !metresPerPixel },
              ]}
            />
            {mode === 'scale' && (
              <Flex wrap gap={8} align="center">
                <Typography.Text>Klicken Sie Anfang und Ende einer bekannten Länge an ({scalePoints.length}/2), z. B. die Traufe.</Typography.Text>
                <InputNumber aria-label="Bekannte Länge (m)" addonAfter="m" min={0.1} max={100} step={0.1} decimalSeparator="," value={knownLength} onChange={setKnownLength} style={{ width: 150 }} />
                <Button type="primary" disabled={scalePoints.length < 2 || !knownLength} onClick={applyScale}>
                  Maßstab übernehmen
                </Button>
              </Flex>
            )}
            {mode === 'draw' && (
              <Flex wrap gap={8} align="center">
                <Typography.Text>Klicken Sie die Ecken der Dachfläche nacheinander an ({corners.length} gesetzt).</Typography.Text>
                <Button type="primary" disabled={corners.length < 3} onClick={finishFace}>
                  Fläche abschließen
                </Button>
                <Button disabled={corners.length === 0} onClick={() => setCorners([])}>
                  Ecken verwerfen
                </Button>
              </Flex>
            )}
            {metresPerPixel && mode !== 'scale' && (
              <Alert type="success" showIcon message={`Maßstab: 1 m = ${(1 / metresPerPixel).toLocaleString('de-DE', { maximumFractionDigits: 1 })} Pixel`} />
            )}
            <svg
              ref={svg}
              data-testid="roof-picture"
              viewBox={`0 0 ${picture.width} ${picture.height}`}
              style={{ width: '100%', maxHeight: 480, touchAction: 'none', cursor: mode === 'view' ? 'default' : 'crosshair' }}
              onPointerDown={press}
              role="img"
              aria-label="Dachbild mit den eingezeichneten Dachflächen"
            >
              <image href={picture.url} width={picture.width} height={picture.height} />
              {faces.map(
                (face) =>
                  face.pictureOutline && (
                    <polygon key={face.id} points={face.pictureOutline.map((point) => `${point.x},${point.y}`).join(' ')} fill="rgba(22,119,255,0.2)" stroke="#1677ff" strokeWidth={stroke} />
                  ),
              )}
              {scalePoints.length === 2 && mode === 'scale' && (
                <line x1={scalePoints[0]!.x} y1={scalePoints[0]!.y} x2={scalePoints[1]!.x} y2={scalePoints[1]!.y} stroke="#fa541c" strokeWidth={stroke} />
              )}
              {(mode === 'scale' ? scalePoints : corners).map((point, index) => (
                <circle key={index} cx={point.x} cy={point.y} r={stroke * 2.5} fill="#fa541c" />
              ))}
              {mode === 'draw' && corners.length > 1 && (
                <polyline points={corners.map((point) => `${point.x},${point.y}`).join(' ')} fill="none" stroke="#fa541c" strokeWidth={stroke} />
              )}
            </svg>
          </>
        )}
      </Flex>
    </Card>
  );
}
