import { LINE_VAT_OPTIONS } from '@planner/api';
import { PV_OFFER_UNIT_LABELS, type PvOffer, type PvOfferLine } from '@planner/api/pv';
import { Button, Flex, formatCents, InputNumber, Tag, Typography, useBreakpoint, VISUALLY_HIDDEN } from '@planner/ui';
import { useState } from 'react';

const cell = { padding: '6px 8px', borderBottom: '1px solid #f0f0f0', verticalAlign: 'top' } as const;
const right = { ...cell, textAlign: 'right' } as const;
const quantityFormat = (quantity: number) => quantity.toLocaleString('de-DE', { maximumFractionDigits: 3 });

const GROUP_LABELS: Record<PvOfferLine['group'], string> = {
  Module: 'Module',
  Inverter: 'Wechselrichter',
  Battery: 'Speicher',
  Mounting: 'Montagesystem',
  DcCabling: 'DC-Verkabelung',
  Wallbox: 'Wallbox',
  HeaterRod: 'Heizstab',
  Service: 'Dienstleistung',
  Free: 'Freie Position',
};

const vatLabel = (line: PvOfferLine) => LINE_VAT_OPTIONS.find((option) => option.value === line.vatCategory)?.label ?? '';

interface AmountFieldProps {
  line: PvOfferLine;
  disabled: boolean;
  onCommit: (quantity: number) => void;
}

/** The amount of a position, saved when the field is left or Enter is pressed. */
function AmountField({ line, disabled, onCommit }: AmountFieldProps) {
  const [value, setValue] = useState<number | null>(line.quantity);
  const commit = () => {
    if (value === null || value === line.quantity) {
      setValue(line.quantity);
      return;
    }
    onCommit(value);
  };
  return (
    <InputNumber
      aria-label={`Menge ${line.name}`}
      size="small"
      min={0}
      max={100_000}
      precision={line.unit === 'Stk' || line.unit === 'psch' ? 0 : 3}
      decimalSeparator=","
      value={value}
      disabled={disabled}
      onChange={(next) => setValue(typeof next === 'number' ? next : null)}
      onBlur={commit}
      onPressEnter={commit}
      style={{ width: 96 }}
    />
  );
}

interface PositionsTableProps {
  offer: PvOffer;
  readOnly: boolean;
  onQuantity: (line: PvOfferLine, quantity: number | null) => void;
  onRemoveFreeLine: (line: PvOfferLine) => void;
}

interface LineCellsProps {
  line: PvOfferLine;
  readOnly: boolean;
  onQuantity: (line: PvOfferLine, quantity: number | null) => void;
  onRemoveFreeLine: (line: PvOfferLine) => void;
}

/** The planner changed the amount the design counted. */
const changedFromDesign = (line: PvOfferLine) => line.designQuantity !== null && line.designQuantity !== line.quantity;

function NameAndGroup({ line }: { line: PvOfferLine }) {
  return (
    <>
      <div>{line.name}</div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {GROUP_LABELS[line.group]}
        {changedFromDesign(line) && ` · aus der Planung: ${quantityFormat(line.designQuantity!)} ${PV_OFFER_UNIT_LABELS[line.unit]}`}
      </Typography.Text>
    </>
  );
}

function Amount({ line, readOnly, onQuantity }: Omit<LineCellsProps, 'onRemoveFreeLine'>) {
  return (
    <>
      {readOnly ? (
        quantityFormat(line.quantity)
      ) : (
        <AmountField key={`${line.key}:${line.quantity}`} line={line} disabled={readOnly} onCommit={(quantity) => onQuantity(line, quantity)} />
      )}{' '}
      {PV_OFFER_UNIT_LABELS[line.unit]}
    </>
  );
}

const VatTag = ({ line }: { line: PvOfferLine }) => (
  <Tag color={line.vatCategory === 'PvZeroRate' ? 'green' : 'default'} style={{ marginInlineEnd: 0 }}>
    {vatLabel(line)}
  </Tag>
);

function LineActions({ line, readOnly, onQuantity, onRemoveFreeLine }: LineCellsProps) {
  return (
    <>
      {!readOnly && changedFromDesign(line) && (
        <Button size="small" type="link" onClick={() => onQuantity(line, null)}>
          Zurücksetzen
        </Button>
      )}
      {!readOnly && line.group === 'Free' && (
        <Button size="small" type="link" danger onClick={() => onRemoveFreeLine(line)}>
          Entfernen
        </Button>
      )}
    </>
  );
}

/** A position in six columns. */
const WideRow = (props: LineCellsProps) => (
  <tr>
    <td style={cell}>
      <NameAndGroup line={props.line} />
    </td>
    <td style={right}>
      <Amount {...props} />
    </td>
    <td style={right}>{formatCents(props.line.unitPrice)}</td>
    <td style={right}>
      <VatTag line={props.line} />
    </td>
    <td style={right}>{formatCents(props.line.netAmount)}</td>
    <td style={cell}>
      <LineActions {...props} />
    </td>
  </tr>
);

/** A position in two columns for a phone: amount, unit price, VAT and actions under its name. */
const NarrowRow = (props: LineCellsProps) => (
  <tr>
    <td style={cell}>
      <NameAndGroup line={props.line} />
      <Flex wrap align="center" gap={6} style={{ marginTop: 4 }}>
        <span>
          <Amount {...props} /> × {formatCents(props.line.unitPrice)}
        </span>
        <VatTag line={props.line} />
        <LineActions {...props} />
      </Flex>
    </td>
    <td style={right}>{formatCents(props.line.netAmount)}</td>
  </tr>
);

/** The PV positions with amount, unit price, VAT rate and amount; amounts can be changed, free lines removed. */
export function PositionsTable({ offer, readOnly, onQuantity, onRemoveFreeLine }: PositionsTableProps) {
  const narrow = useBreakpoint() === 'mobile';
  const Row = narrow ? NarrowRow : WideRow;
  return (
    <div style={{ overflowX: 'auto' }}>
      <table aria-label="Positionen der PV-Anlage" style={{ width: '100%', borderCollapse: 'collapse', minWidth: narrow ? 0 : 640 }}>
        <thead>
          {narrow ? (
            <tr>
              <th style={cell} scope="col">Position</th>
              <th style={right} scope="col">Gesamt</th>
            </tr>
          ) : (
            <tr>
              <th style={cell} scope="col">Position</th>
              <th style={right} scope="col">Menge</th>
              <th style={right} scope="col">Einzelpreis</th>
              <th style={right} scope="col">USt.</th>
              <th style={right} scope="col">Gesamt</th>
              <th style={cell} scope="col">
                <span style={VISUALLY_HIDDEN}>Aktionen</span>
              </th>
            </tr>
          )}
        </thead>
        <tbody>
          {offer.lines.map((line) => (
            <Row key={line.key} line={line} readOnly={readOnly} onQuantity={onQuantity} onRemoveFreeLine={onRemoveFreeLine} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
