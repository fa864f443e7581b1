import { InputNumber } from '@planner/ui';

export interface CentsPerKwhInputProps {
  id?: string;
  /** Hundredths of a cent per kWh: 3992 are 39,92 ct/kWh. */
  value?: number | null;
  onChange?: (hundredthCents: number | null) => void;
}

/** A price per kWh typed in cents with two decimals ('39,92') and kept in hundredths of a cent. */
export function CentsPerKwhInput({ value, onChange, id }: CentsPerKwhInputProps) {
  return (
    <InputNumber<number>
      id={id}
      value={value === undefined || value === null ? null : value / 100}
      onChange={(cents) => onChange?.(cents === null ? null : Math.round(cents * 100))}
      min={0}
      precision={2}
      decimalSeparator=","
      suffix="ct/kWh"
      inputMode="decimal"
      style={{ width: '100%' }}
    />
  );
}
