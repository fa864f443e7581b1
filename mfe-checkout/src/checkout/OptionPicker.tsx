import { CheckCircleFilled } from '@ant-design/icons';
import { Flex, Typography } from '@planner/ui';
import type { ReactNode } from 'react';

export interface PickableOption {
  id: string;
  name: string;
  description?: string;
  image?: string;
  priceText?: string;
}

export interface OptionPickerProps {
  options: PickableOption[];
  value?: string | null;
  onChange?: (id: string) => void;
  label: string;
  /** Shown on the selected card, e.g. a button that clears the choice. */
  selectedExtra?: ReactNode;
  disabled?: boolean;
}

/** Options as selectable cards (a radio group), each with image, name, description and price. */
export function OptionPicker({ options, value, onChange, label, selectedExtra, disabled }: OptionPickerProps) {
  if (options.length === 0) return <Typography.Text type="secondary">Keine Optionen vorhanden.</Typography.Text>;
  return (
    <Flex vertical gap={8} role="radiogroup" aria-label={label}>
      {options.map((option) => {
        const selected = option.id === value;
        return (
          <Flex
            key={option.id}
            role="radio"
            aria-checked={selected}
            aria-label={option.name}
            tabIndex={disabled ? -1 : 0}
            gap={12}
            align="center"
            onClick={() => !disabled && onChange?.(option.id)}
            onKeyDown={(event) => {
              if (!disabled && event.key === ' ') {
                event.preventDefault();
                onChange?.(option.id);
              }
            }}
            style={{
              padding: 10,
              borderRadius: 8,
              cursor: disabled ? 'not-allowed' : 'pointer',
              border: selected ? '2px solid #1f5fbf' : '1px solid rgba(0,0,0,0.12)',
              background: selected ? 'rgba(31,95,191,0.06)' : undefined,
            }}
          >
            {option.image && <img src={option.image} alt="" width={40} height={40} style={{ objectFit: 'contain', flex: 'none' }} />}
            <Flex vertical style={{ flex: 1, minWidth: 0 }}>
              <Typography.Text strong>{option.name}</Typography.Text>
              {option.description && <Typography.Text type="secondary">{option.description}</Typography.Text>}
            </Flex>
            {option.priceText && <Typography.Text style={{ whiteSpace: 'nowrap' }}>{option.priceText}</Typography.Text>}
            {selected && (selectedExtra ?? <CheckCircleFilled style={{ color: '#1f5fbf' }} />)}
          </Flex>
        );
      })}
    </Flex>
  );
}
