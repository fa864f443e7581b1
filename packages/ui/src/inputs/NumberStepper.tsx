import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space } from '../kit/antd';
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { clamp } from './clamp';

export interface NumberStepperProps {
  value?: number | null;
  onChange?: (value: number | null) => void;
  min?: number;
  max?: number;
  step?: number;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

const format = (value: number | null | undefined) => (value == null ? '' : String(value));

/** What may stand in the field while typing: a whole number, or a decimal that will be rounded. */
const TYPABLE = /^-?\d*([.,]\d*)?$/;

/** The typed number rounded to a whole one (`2,5` → 3), `null` for anything else. */
function parseInteger(text: string): number | null {
  const typed = text.trim();
  if (!/^-?(\d+([.,]\d*)?|[.,]\d+)$/.test(typed)) return null;
  return Math.round(Number(typed.replace(',', '.'))) || 0;
}

/**
 * Whole-number input with − and + buttons; arrow keys step, Enter and blur clamp to min and
 * max. A decimal typed or pasted is rounded to the nearest whole number, which the field then shows.
 */
export function NumberStepper(props: NumberStepperProps) {
  const { value, onChange, min, max, step = 1, disabled } = props;
  const [text, setText] = useState(() => format(value));
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== parseInteger(text)) setText(format(value));
  }

  const emit = (next: number | null) => {
    setText(format(next));
    if (next !== value) onChange?.(next);
  };
  const stepBy = (delta: number) => emit(clamp((parseInteger(text) ?? min ?? 0) + delta, min, max));
  const commit = () => {
    const typed = parseInteger(text);
    emit(typed === null ? null : clamp(typed, min, max));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      stepBy(event.key === 'ArrowUp' ? step : -step);
    } else if (event.key === 'Enter') {
      commit();
    }
  };

  const current = parseInteger(text);
  return (
    <Space.Compact>
      <Button
        aria-label="Verringern"
        icon={<MinusOutlined />}
        disabled={disabled || (current !== null && min !== undefined && current <= min)}
        onClick={() => stepBy(-step)}
      />
      <Input
        id={props.id}
        aria-label={props['aria-label']}
        role="spinbutton"
        aria-valuenow={current ?? undefined}
        aria-valuemin={min}
        aria-valuemax={max}
        inputMode="numeric"
        autoComplete="off"
        disabled={disabled}
        value={text}
        onChange={(event) => {
          const typed = event.target.value;
          if (!TYPABLE.test(typed)) return;
          setText(typed);
          onChange?.(parseInteger(typed));
        }}
        onBlur={commit}
        onKeyDown={handleKeyDown}
        style={{ width: 72, textAlign: 'center' }}
      />
      <Button
        aria-label="Erhöhen"
        icon={<PlusOutlined />}
        disabled={disabled || (current !== null && max !== undefined && current >= max)}
        onClick={() => stepBy(step)}
      />
    </Space.Compact>
  );
}
