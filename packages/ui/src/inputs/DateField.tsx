import dayjs from 'dayjs';
import { DatePicker, type DatePickerProps } from '../kit/antd';

/** Dates are shown as Germans write them; typed, the shorter forms are understood as well. */
const FORMATS = ['DD.MM.YYYY', 'D.M.YYYY', 'DD.MM.YY', 'D.M.YY'];

export interface DateFieldProps extends Omit<DatePickerProps, 'value' | 'defaultValue' | 'onChange' | 'format' | 'picker' | 'minDate' | 'maxDate'> {
  /** ISO date, `2026-11-25`. */
  value?: string | null;
  /** The first and last ISO date that can be picked; the calendar disables the days outside. */
  min?: string;
  max?: string;
  /** Called with the ISO date, `null` when cleared. */
  onChange?: (isoDate: string | null) => void;
}

/**
 * A date for antd forms: picked from the calendar or typed as `25.11.2026`, shown the German
 * way whatever the browser's language, and handed to the form as ISO date (`2026-11-25`).
 */
export function DateField({ value, onChange, min, max, ...pickerProps }: DateFieldProps) {
  return (
    <DatePicker
      format={FORMATS}
      style={{ width: '100%' }}
      minDate={min ? dayjs(min) : undefined}
      maxDate={max ? dayjs(max) : undefined}
      {...pickerProps}
      value={value ? dayjs(value) : null}
      onChange={(date) => onChange?.(dayjs.isDayjs(date) ? date.format('YYYY-MM-DD') : null)}
    />
  );
}
