import { InputNumber } from '@planner/ui';

export interface MeasureInputProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  unit: string;
  decimals: number;
  /** 0 unless the value may be negative, e.g. a temperature coefficient. */
  min?: number;
  max?: number;
}

/** A number (by default non-negative) with German decimals and its unit, e.g. `10,0 kW`. */
export function MeasureInput({ unit, decimals, min = 0, ...props }: MeasureInputProps) {
  return (
    <InputNumber<number>
      {...props}
      min={min}
      precision={decimals}
      decimalSeparator=","
      suffix={unit}
      inputMode="decimal"
      style={{ width: '100%' }}
    />
  );
}
