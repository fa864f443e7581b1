import {
  inverterEndpoints,
  mppInputLetter,
  type Inverter,
  type InverterPhase,
  type InverterType,
  type MppInput,
} from '@planner/api/pv';
import { formatKnown, formatMeasure } from '../parts/format';
import { erasePartUi, type CommonValues, type DescriptionItems, manufacturerColumn, manufacturerItems } from '../parts/partUi';
import { hasCapacity, hasDischargeCapacity, hasMppInputs, INVERTER_TYPE_LABELS, PHASE_LABELS } from './inverterLabels';
import { InverterFields } from './InverterFields';
import { NEW_MPP_INPUT, type MppInputValues } from './MppInputsField';

interface InverterValues extends CommonValues {
  type: InverterType;
  manufacturerId: string;
  phase: InverterPhase;
  capacity?: number;
  dischargeCapacity?: number;
  maxDcInputVoltage?: number | null;
  mppVoltageMin?: number | null;
  mppVoltageMax?: number | null;
  acNominalPower?: number | null;
  mppInputs?: MppInputValues[];
}

const describeMppInput = (input: MppInput) =>
  [
    `${input.strings.length} ${input.strings.length === 1 ? 'String' : 'Strings'}`,
    `max. Eingangsstrom ${formatKnown(input.maxInputCurrent, 'A', 1)}`,
    `max. Kurzschlussstrom ${formatKnown(input.maxShortCircuitCurrent, 'A', 1)}`,
  ]
    .filter(Boolean)
    .join(', ');

function toBody(values: InverterValues, id: string) {
  const common = {
    id,
    type: values.type,
    name: values.name,
    description: values.description,
    price: values.price,
    manufacturerId: values.manufacturerId,
    phase: values.phase,
  };
  const pvInputs = {
    capacity: values.capacity,
    maxDcInputVoltage: values.maxDcInputVoltage ?? undefined,
    mppVoltageMin: values.mppVoltageMin ?? null,
    mppVoltageMax: values.mppVoltageMax ?? null,
    acNominalPower: values.acNominalPower ?? null,
    mppInputs: (values.mppInputs ?? []).map((input, inputIndex) => ({
      inputIndex,
      strings: Array.from({ length: input.stringCount }, (_, stringIndex) => ({ stringIndex })),
      maxInputCurrent: input.maxInputCurrent ?? null,
      maxShortCircuitCurrent: input.maxShortCircuitCurrent ?? null,
    })),
  };
  switch (values.type) {
    case 'StandardInverter':
      return { ...common, ...pvInputs };
    case 'HybridInverter':
      return { ...common, ...pvInputs, dischargeCapacity: values.dischargeCapacity };
    case 'BatteryInverter':
      return { ...common, dischargeCapacity: values.dischargeCapacity };
  }
}

function toValues(inverter: Inverter | undefined): Partial<InverterValues> {
  if (!inverter) return { type: 'StandardInverter', mppInputs: [NEW_MPP_INPUT] };
  const { manufacturer, icon: _icon, dataSheet: _dataSheet, ...fields } = inverter;
  const mppInputs = 'mppInputs' in inverter ? inverter.mppInputs : [];
  return {
    ...fields,
    manufacturerId: manufacturer.id,
    mppInputs: mppInputs.length > 0
      ? mppInputs.map((input) => ({
          stringCount: input.strings.length,
          maxInputCurrent: input.maxInputCurrent,
          maxShortCircuitCurrent: input.maxShortCircuitCurrent ?? null,
        }))
      : [NEW_MPP_INPUT],
  };
}

function technicalItems(inverter: Inverter): DescriptionItems {
  const items: DescriptionItems = [
    { key: 'type', label: 'Typ', children: INVERTER_TYPE_LABELS[inverter.type] },
    { key: 'phase', label: 'Phasen', children: PHASE_LABELS[inverter.phase] },
  ];
  if (hasCapacity(inverter.type) && 'capacity' in inverter) {
    items.push({ key: 'capacity', label: 'Leistung', children: formatMeasure(inverter.capacity, 'kW', 1) });
  }
  if (hasDischargeCapacity(inverter.type) && 'dischargeCapacity' in inverter) {
    items.push({ key: 'dischargeCapacity', label: 'Entladeleistung', children: formatMeasure(inverter.dischargeCapacity, 'kW', 1) });
  }
  if (hasMppInputs(inverter.type) && 'mppInputs' in inverter) {
    items.push(
      { key: 'maxDcInputVoltage', label: 'Max. DC-Eingangsspannung', children: formatKnown(inverter.maxDcInputVoltage, 'V') },
      {
        key: 'mppRange',
        label: 'MPP-Bereich',
        children:
          inverter.mppVoltageMin === null && inverter.mppVoltageMax === null
            ? 'unbekannt'
            : `${formatKnown(inverter.mppVoltageMin, 'V')} bis ${formatKnown(inverter.mppVoltageMax, 'V')}`,
      },
      { key: 'acNominalPower', label: 'AC-Nennleistung', children: formatKnown(inverter.acNominalPower, 'W') },
      ...inverter.mppInputs.map((input) => ({
        key: `mpp-${input.inputIndex}`,
        label: `MPP-Eingang ${mppInputLetter(input.inputIndex)}`,
        children: describeMppInput(input),
      })),
    );
  }
  return items;
}

export const inverterUi = erasePartUi<Inverter, InverterValues>({
  endpoints: inverterEndpoints,
  basePath: '/master-data/pv/inverters',
  title: 'Wechselrichter',
  singular: 'Wechselrichter',
  addLabel: 'Wechselrichter hinzufügen',
  searchPlaceholder: 'Wechselrichter suchen',
  sortKeys: ['Name', 'Price'],
  columns: [
    manufacturerColumn<Inverter>(),
    { title: 'Typ', key: 'type', breakpoints: ['tablet', 'desktop'], render: (_, part) => INVERTER_TYPE_LABELS[part.type] },
    {
      title: 'Leistung',
      key: 'capacity',
      align: 'right',
      breakpoints: ['desktop'],
      render: (_, part) => formatMeasure('capacity' in part ? part.capacity : part.dischargeCapacity, 'kW', 1),
    },
  ],
  generalItems: manufacturerItems,
  technicalItems,
  Fields: InverterFields,
  toValues,
  toBody: (values, id, priceValidFrom) => ({ inverter: toBody(values, id), priceValidFrom }),
});
