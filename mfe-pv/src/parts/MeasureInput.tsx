import { InputNumber } from '@planner/ui';

export interface MeasureInputProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  unit: string;
  decimals: number;
}

/** A non-negative number with German decimals and its unit, e.g. `10,0 kW`. */
export function MeasureInput({ unit, decimals, ...props }: MeasureInputProps) {
  return (
    <InputNumber<number>
      {...props}
      min={0}
      precision={decimals}
      decimalSeparator=","
      suffix={unit}
      inputMode="decimal"
      style={{ width: '100%' }}
    />
  );
}
