import type { AriaAttributes } from 'react';
import { InputNumber } from '../kit/antd';

export interface PercentInputProps extends Pick<AriaAttributes, 'aria-describedby' | 'aria-invalid'> {
  id?: string;
  /** Basis points: 250 are 2,5 %. */
  value?: number | null;
  /** Called with basis points, `null` when empty. */
  onChange?: (basisPoints: number | null) => void;
  /** Highest percentage; 100 unless given. */
  max?: number;
  /** What the arrows add or take, in percent; 1 unless given. */
  step?: number;
}

/** A percentage for antd forms, typed as '2,5' with up to two decimals and kept as basis points (250). */
export function PercentInput({ value, onChange, max = 100, step = 1, ...inputProps }: PercentInputProps) {
  return (
    <InputNumber<number>
      {...inputProps}
      value={value === undefined || value === null ? null : value / 100}
      onChange={(percent) => onChange?.(percent === null ? null : Math.round(percent * 100))}
      min={0}
      max={max}
      step={step}
      precision={2}
      decimalSeparator=","
      suffix="%"
      style={{ width: '100%' }}
    />
  );
}
