import { RightOutlined } from '@ant-design/icons';
import { MSG_OPTION_UNAVAILABLE } from '@planner/api';
import { Flex, Tag, Typography } from '@planner/ui';
import type { ReactNode } from 'react';

export interface CheckoutEntryProps {
  label: string;
  /** The chosen option's name; the empty hint is shown without. */
  choice?: string;
  image?: string;
  /** Further lines, e.g. the price line. */
  details?: ReactNode[];
  emptyHint: string;
  /** The chosen option has been deleted from its catalogue: marked, without its price (it counts for nothing). */
  unavailable?: boolean;
  disabled: boolean;
  onOpen: () => void;
}

/** One entry of the checkout tab: its current choice or an empty hint; opens its dialog. */
export function CheckoutEntry({ label, choice, image, details = [], emptyHint, unavailable, disabled, onOpen }: CheckoutEntryProps) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onOpen}
      style={{
        all: 'unset',
        display: 'block',
        boxSizing: 'border-box',
        width: '100%',
        padding: 12,
        borderRadius: 8,
        border: '1px solid rgba(0,0,0,0.1)',
        background: '#fff',
        cursor: disabled ? 'not-allowed' : 'pointer',
        opacity: disabled ? 0.6 : 1,
      }}
    >
      <Flex gap={12} align="center">
        {image && <img src={image} alt="" width={44} height={44} style={{ objectFit: 'contain', flex: 'none' }} />}
        <Flex vertical style={{ flex: 1, minWidth: 0 }}>
          <Typography.Text type="secondary">{label}</Typography.Text>
          {choice ? <Typography.Text strong>{choice}</Typography.Text> : <Typography.Text italic>{emptyHint}</Typography.Text>}
          {unavailable ? (
            <Tag color="error" style={{ alignSelf: 'flex-start', marginTop: 4, whiteSpace: 'normal' }}>
              {MSG_OPTION_UNAVAILABLE}
            </Tag>
          ) : (
            details.map((detail, index) => <Typography.Text key={index}>{detail}</Typography.Text>)
          )}
        </Flex>
        {!disabled && <RightOutlined style={{ opacity: 0.45 }} />}
      </Flex>
    </button>
  );
}
