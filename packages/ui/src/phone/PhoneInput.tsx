import type { ChangeEvent, FocusEvent } from 'react';
import { Input } from '../kit/antd';
import type { InputProps } from '../kit/antd';

export interface PhoneInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type'> {
  value?: string | null;
  onChange?: (value: string) => void;
}

/** The phone number rules are large; they load the first time a phone field is left. */
const loadFormatter = () => import('./formatPhoneNumber');

/**
 * Phone number input for antd forms: on blur the number is written as a German installer
 * writes it (national for German numbers, international for foreign ones).
 */
export function PhoneInput({ value, onChange, onBlur, ...inputProps }: PhoneInputProps) {
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    onBlur?.(event);
    void loadFormatter().then(({ formatPhoneNumber }) => {
      const formatted = formatPhoneNumber(typed);
      if (formatted !== typed) onChange?.(formatted);
    });
  };
  return (
    <Input
      type="tel"
      autoComplete="tel"
      {...inputProps}
      value={value ?? ''}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange?.(event.target.value)}
      onBlur={handleBlur}
    />
  );
}
