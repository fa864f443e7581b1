import type { ConfigurationPreview } from '@planner/api';
import { Flex, formatCents, Typography } from '@planner/ui';

/** Sticky at the bottom: the quote's total (floors, additional installations and checkout). */
export function TotalBar({ configuration }: { configuration: ConfigurationPreview }) {
  return (
    <Flex
      justify="flex-end"
      align="center"
      gap="middle"
      role="region"
      aria-label="Gesamtsumme"
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 10,
        marginTop: 24,
        padding: '12px 16px',
        background: '#fff',
        borderTop: '1px solid #f0f0f0',
        boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.06)',
      }}
    >
      <Typography.Text>Gesamtsumme</Typography.Text>
      <Typography.Text strong style={{ fontSize: 18 }} data-testid="configuration-total">
        {formatCents(configuration.totalPrice)}
      </Typography.Text>
    </Flex>
  );
}
