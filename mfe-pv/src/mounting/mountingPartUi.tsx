import {
  isPricedPerMetre,
  MAX_RAIL_PIECE_LENGTH_MM,
  MOUNTING_PART_ROLE_LABELS,
  MOUNTING_PART_ROLES,
  mountingPartEndpoints,
  MSG_MOUNTING_PART_ROLE,
  MSG_RAIL_PIECE_LENGTH,
  type MountingPart,
  type MountingPartInput,
} from '@planner/api/pv';
import { Form, Select } from '@planner/ui';
import { MeasureInput } from '../parts/MeasureInput';
import { erasePartUi } from '../parts/partUi';


const lengthText = (part: MountingPart) => (part.pieceLengthMm === null ? '–' : `${part.pieceLengthMm.toLocaleString('de-DE')} mm`);

function MountingPartFields() {
  const role = Form.useWatch('role') as MountingPart['role'] | undefined;
  return (
    <>
      <Form.Item
        name="role"
        label="Verwendung"
        rules={[{ required: true, message: MSG_MOUNTING_PART_ROLE }]}
        extra={
          role && isPricedPerMetre(role)
            ? 'Der Preis gilt je Meter. Das PV-Angebot zählt die Meter je String aus dem Leitungsweg zum Wechselrichter und der Belegung.'
            : 'Das PV-Angebot zählt jedes Teil aus der Belegung: Montageteile nach der Montageregel der Dacheindeckung, Steckverbinder je String.'
        }
      >
        <Select placeholder="Verwendung auswählen" options={MOUNTING_PART_ROLES.map((value) => ({ value, label: MOUNTING_PART_ROLE_LABELS[value] }))} />
      </Form.Item>
      {role === 'Rail' && (
        <Form.Item name="pieceLengthMm" label="Länge einer Schiene" rules={[{ required: true, message: MSG_RAIL_PIECE_LENGTH }]}>
          <MeasureInput unit="mm" decimals={0} max={MAX_RAIL_PIECE_LENGTH_MM} />
        </Form.Item>
      )}
    </>
  );
}

export const mountingPartUi = erasePartUi<MountingPart, Omit<MountingPartInput, 'id'>>({
  endpoints: mountingPartEndpoints,
  basePath: '/master-data/pv/mounting-parts',
  title: 'Montageteile',
  singular: 'Montageteil',
  addLabel: 'Montageteil hinzufügen',
  searchPlaceholder: 'Montageteil suchen',
  sortKeys: ['Name', 'Price'],
  columns: [
    { title: 'Verwendung', key: 'role', render: (_, part) => MOUNTING_PART_ROLE_LABELS[part.role] },
    { title: 'Schienenlänge', key: 'pieceLengthMm', breakpoints: ['tablet', 'desktop'], render: (_, part) => lengthText(part) },
  ],
  technicalItems: (part) => [
    { key: 'role', label: 'Verwendung', children: MOUNTING_PART_ROLE_LABELS[part.role] },
    { key: 'pieceLengthMm', label: 'Länge einer Schiene', children: lengthText(part) },
  ],
  Fields: MountingPartFields,
  toValues: (part) => part ?? {},
  toBody: (values, id, priceValidFrom) => ({
    mountingPart: {
      id,
      name: values.name,
      description: values.description,
      price: values.price,
      role: values.role,
      pieceLengthMm: values.role === 'Rail' ? (values.pieceLengthMm ?? null) : null,
    },
    priceValidFrom,
  }),
});
