import { Input } from '../kit/antd';
import type { InputProps } from '../kit/antd';
import { useState } from 'react';
import type { ChangeEvent, FocusEvent, KeyboardEvent } from 'react';
import { formatEuroAmount, parseEuroToCents } from '../money';
import { clamp } from './clamp';

export interface MoneyInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'> {
  /** Amount in cents. */
  value?: number | null;
  /** Called with the amount in cents, `null` when empty. */
  onChange?: (cents: number | null) => void;
  /** Lower bound in cents, applied on blur and Enter. */
  min?: number;
  /** Upper bound in cents, applied on blur and Enter. */
  max?: number;
}

const format = (cents: number | null | undefined) => (cents == null ? '' : formatEuroAmount(cents));

/**
 * Euro amount input for antd forms: typed with comma or dot decimals, shown as `1.234,50 €`,
 * handed to the form as integer cents.
 */
export function MoneyInput({ value, onChange, min, max, onBlur, onKeyDown, ...inputProps }: MoneyInputProps) {
  const [text, setText] = useState(() => format(value));
  const [shownValue, setShownValue] = useState(value);
  // The form changed the value (reset, setFieldsValue); show it unless the text already means it.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== parseEuroToCents(text)) setText(format(value));
  }

  const allowsNegative = min === undefined || min < 0;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    if (!(allowsNegative ? /^-?[\d.,\s]*$/ : /^[\d.,\s]*$/).test(typed)) return;
    setText(typed);
    onChange?.(parseEuroToCents(typed));
  };

  const commit = () => {
    const cents = parseEuroToCents(text);
    const committed = cents === null ? null : clamp(cents, min, max);
    setText(format(committed));
    if (committed !== value) onChange?.(committed);
  };

  return (
    <Input
      inputMode="decimal"
      autoComplete="off"
      suffix="€"
      {...inputProps}
      value={text}
      onChange={handleChange}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        commit();
        onBlur?.(event);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') commit();
        onKeyDown?.(event);
      }}
    />
  );
}
