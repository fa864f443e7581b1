import type { RoofFace, RoofPoint } from '@planner/api/pv';
import { Form, Input, InputNumber, Modal, Radio, Select } from '@planner/ui';
import {
  COMPASS_DIRECTIONS,
  drawnToSlope,
  FACE_SHAPE_LABELS,
  MAX_TOP_VIEW_TILT,
  MIN_FRONT_VIEW_TILT,
  newFace,
  PICTURE_VIEW_LABELS,
  shapeOutline,
  type FaceShape,
  type PictureView,
} from '../roofGeometry';

interface FaceFormValues {
  name: string;
  shape: FaceShape;
  width: number;
  height: number;
  topWidth: number;
  tilt: number;
  azimuth: number;
  roofCoveringId: string | null;
  /** How the picture shows a drawn face. */
  view: PictureView;
}

export interface FaceDialogProps {
  open: boolean;
  /** The outline drawn on the picture (metres and pixels); without it the face is entered by its sizes. */
  drawn: { outline: RoofPoint[]; pictureOutline: RoofPoint[] } | null;
  defaultName: string;
  edgeClearance: number;
  roofCoverings: { id: string; name: string }[];
  onCreate: (face: RoofFace) => void;
  onClose: () => void;
}

const VIEW_TILT_MESSAGES: Record<PictureView, string> = {
  top: `In der Draufsicht lässt sich eine Fläche mit mehr als ${MAX_TOP_VIEW_TILT}° Neigung nicht abmessen. Legen Sie sie über ihre Maße an.`,
  front: `In der Ansicht von vorn lässt sich eine Fläche mit weniger als ${MIN_FRONT_VIEW_TILT}° Neigung nicht abmessen. Legen Sie sie über ihre Maße an.`,
  plane: '',
};

/** The tilt must be one the picture's view can show; a drawn face's depth is converted with it. */
const tiltRules = (drawn: FaceDialogProps['drawn']) => [
  { required: true, type: 'number' as const, min: 0, max: 90, message: 'Zwischen 0° und 90°.' },
  ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: async (_rule: unknown, tilt: number | null) => {
      const view = getFieldValue('view') as PictureView;
      if (drawn && typeof tilt === 'number' && drawnToSlope(drawn.outline, view, tilt) === null) throw new Error(VIEW_TILT_MESSAGES[view]);
    },
  }),
];

/** 'Tiefe entlang der Neigung: 7,57 m' for the drawn outline at the tilt and view entered. */
function slopeDepthText(drawn: NonNullable<FaceDialogProps['drawn']>, view: PictureView | undefined, tilt: number | undefined) {
  if (!view || typeof tilt !== 'number') return null;
  const outline = drawnToSlope(drawn.outline, view, tilt);
  if (!outline) return null;
  const depth = Math.max(...outline.map((point) => point.y));
  return `Tiefe entlang der Neigung: ${depth.toLocaleString('de-DE', { maximumFractionDigits: 2 })} m`;
}

const length = (label: string) => [{ required: true, message: `Bitte geben Sie ${label} ein.` }, { type: 'number' as const, min: 0.1, max: 100, message: 'Zwischen 0,1 und 100 m.' }];

/** A new roof face: rectangle, trapezoid or triangle by its sizes, or the outline drawn on the roof picture. */
export function FaceDialog({ open, drawn, defaultName, edgeClearance, roofCoverings, onCreate, onClose }: FaceDialogProps) {
  const [form] = Form.useForm<FaceFormValues>();
  const shape = Form.useWatch('shape', form);
  const view = Form.useWatch('view', form);
  const tilt = Form.useWatch('tilt', form);

  const submit = (values: FaceFormValues) => {
    const outline = drawn ? (drawnToSlope(drawn.outline, values.view, values.tilt) ?? drawn.outline) : shapeOutline(values.shape, values.width, values.height, values.topWidth);
    onCreate(
      newFace(
        {
          name: values.name.trim(),
          outline,
          pictureOutline: drawn?.pictureOutline ?? null,
          tilt: values.tilt,
          azimuth: values.azimuth,
          roofCoveringId: values.roofCoveringId ?? null,
        },
        edgeClearance,
      ),
    );
    form.resetFields();
  };

  return (
    <Modal open={open} title="Dachfläche anlegen" okText="Anlegen" cancelText="Abbrechen" onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <Form<FaceFormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ name: defaultName, shape: 'rectangle', width: 10, height: 5, topWidth: 5, tilt: 35, azimuth: 180, roofCoveringId: null, view: 'top' }}
      >
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Bitte geben Sie der Dachfläche einen Namen.' }]}>
          <Input maxLength={100} />
        </Form.Item>
        {!drawn && (
          <>
            <Form.Item name="shape" label="Form">
              <Radio.Group optionType="button" options={Object.entries(FACE_SHAPE_LABELS).map(([value, label]) => ({ value, label }))} />
            </Form.Item>
            <Form.Item name="width" label={shape === 'rectangle' ? 'Breite (m)' : 'Breite an der Traufe (m)'} rules={length('die Breite')}>
              <InputNumber decimalSeparator="," step={0.1} style={{ width: '100%' }} />
            </Form.Item>
            {shape === 'trapezoid' && (
              <Form.Item name="topWidth" label="Breite oben (m)" rules={length('die obere Breite')}>
                <InputNumber decimalSeparator="," step={0.1} style={{ width: '100%' }} />
              </Form.Item>
            )}
            <Form.Item name="height" label="Höhe entlang der Neigung (m)" rules={length('die Höhe')}>
              <InputNumber decimalSeparator="," step={0.1} style={{ width: '100%' }} />
            </Form.Item>
          </>
        )}
        {drawn && (
          <Form.Item name="view" label="Das Dachbild zeigt die Fläche" extra="Die Traufe liegt im Bild waagerecht; die Tiefe wird mit der Neigung umgerechnet.">
            <Radio.Group options={Object.entries(PICTURE_VIEW_LABELS).map(([value, label]) => ({ value, label }))} onChange={() => void form.validateFields(['tilt'])} />
          </Form.Item>
        )}
        <Form.Item
          name="tilt"
          label="Neigung (°)"
          rules={tiltRules(drawn)}
          extra={drawn ? slopeDepthText(drawn, view, tilt) : undefined}
        >
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="azimuth" label="Ausrichtung">
          <Select options={COMPASS_DIRECTIONS.map((direction) => ({ value: direction.azimuth, label: `${direction.label} (${direction.azimuth}°)` }))} />
        </Form.Item>
        <Form.Item name="roofCoveringId" label="Dacheindeckung">
          <Select
            allowClear
            placeholder="Keine Angabe"
            options={roofCoverings.map((covering) => ({ value: covering.id, label: covering.name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
