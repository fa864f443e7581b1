import { DEFAULT_DC_CABLE_RUN_METRES, MAX_DC_CABLE_RUN_METRES, type PvOffer } from '@planner/api/pv';
import { Alert, Card, Flex, InputNumber, Typography } from '@planner/ui';
import { useRef, useState } from 'react';

const metres = (value: number) => `${value.toLocaleString('de-DE', { maximumFractionDigits: 1 })} m`;

interface RunFieldProps {
  value: number;
  onCommit: (metres: number) => void;
}

/**
 * The cable run, saved when the field is left or Enter is pressed, once per value typed (Enter and
 * the blur that follows save it once); an empty field goes back to the saved value.
 */
function RunField({ value, onCommit }: RunFieldProps) {
  const [typed, setTyped] = useState<number | null>(value);
  const sent = useRef<number>(value);
  const commit = () => {
    if (typed === null || typed === value) {
      setTyped(value);
      return;
    }
    if (typed === sent.current) return;
    sent.current = typed;
    onCommit(typed);
  };
  return (
    <InputNumber<number>
      id="pv-dc-cable-run"
      value={typed}
      onChange={(next) => setTyped(typeof next === 'number' ? next : null)}
      onBlur={commit}
      onPressEnter={commit}
      min={0}
      max={MAX_DC_CABLE_RUN_METRES}
      step={0.5}
      precision={1}
      decimalSeparator=","
      inputMode="decimal"
      suffix="m"
      style={{ width: 160 }}
    />
  );
}

export interface DcCablingCardProps {
  offer: PvOffer;
  readOnly: boolean;
  finalized: boolean;
  onRun: (metres: number) => void;
}

/**
 * 'Leitungsweg Dach → Wechselrichter': the one length of the DC cabling the design does not know
 * (ADR 0030), entered per quote; and why the DC cable and connectors are not counted, if so.
 */
export function DcCablingCard({ offer, readOnly, finalized, onRun }: DcCablingCardProps) {
  const isDefault = offer.dcCableRunMetres === DEFAULT_DC_CABLE_RUN_METRES;
  return (
    <Card title="DC-Verkabelung" size="small">
      <Flex vertical gap="small">
        <Flex wrap gap="small" align="center">
          <label htmlFor="pv-dc-cable-run">Leitungsweg Dach → Wechselrichter</label>
          {readOnly ? (
            <Typography.Text strong data-testid="dc-cable-run">
              {metres(offer.dcCableRunMetres)}
            </Typography.Text>
          ) : (
            <RunField key={offer.dcCableRunMetres} value={offer.dcCableRunMetres} onCommit={onRun} />
          )}
          {isDefault && !readOnly && <Typography.Text type="secondary">Vorgabe, bitte an die Baustelle anpassen</Typography.Text>}
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Einfache Länge vom Austritt der Strings aus dem Dach bis zum Wechselrichter (0 bis {MAX_DC_CABLE_RUN_METRES} m). Das Solarkabel zählt sie je
          String zweimal (Plus und Minus); die Leitungen auf dem Dach (Rückleitung, Brücken zwischen Modulreihen) und die Steckverbinder kommen aus der
          Belegung.
        </Typography.Paragraph>
        {!finalized && offer.dcCablingWarnings.length > 0 && (
          <Flex vertical gap="small" role="list" aria-label="Hinweise zur DC-Verkabelung">
            {offer.dcCablingWarnings.map((warning) => (
              <Alert key={warning} role="listitem" type="warning" showIcon title={warning} />
            ))}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
