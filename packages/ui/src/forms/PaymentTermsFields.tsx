import { MSG_DISCOUNT_DAYS, MSG_DISCOUNT_PERCENT, MSG_PAYMENT_DAYS } from '@planner/api';
import { Col, Form, InputNumber, Row } from '../kit/antd';

type NamePath = [string, string];

interface BasisPointsInputProps {
  id?: string;
  value?: number | null;
  onChange?: (basisPoints: number | null) => void;
}

/** A percentage typed as '2,5' and kept as basis points (250). */
function PercentInput({ id, value, onChange }: BasisPointsInputProps) {
  return (
    <InputNumber<number>
      id={id}
      value={value === undefined || value === null ? null : value / 100}
      onChange={(percent) => onChange?.(percent === null ? null : Math.round(percent * 100))}
      min={0}
      max={10}
      step={0.5}
      precision={2}
      decimalSeparator=","
      suffix="%"
      style={{ width: '100%' }}
    />
  );
}

const wholeDays = { min: 0, max: 365, precision: 0, suffix: 'Tage', style: { width: '100%' } } as const;

/**
 * Payment term and cash discount (Skonto) of quotes and invoices, under `name` of the form:
 * days until due, discount in percent and the days it applies.
 */
export function PaymentTermsFields({ name }: { name: string }) {
  const field = (key: string): NamePath => [name, key];
  return (
    <Row gutter={12}>
      <Col xs={24} sm={8}>
        <Form.Item name={field('days')} label="Zahlungsziel" rules={[{ required: true, type: 'integer', min: 0, max: 365, message: MSG_PAYMENT_DAYS }]}>
          <InputNumber<number> {...wholeDays} />
        </Form.Item>
      </Col>
      <Col xs={12} sm={8}>
        <Form.Item name={field('discountBasisPoints')} label="Skonto" rules={[{ required: true, type: 'integer', min: 0, max: 1_000, message: MSG_DISCOUNT_PERCENT }]}>
          <PercentInput />
        </Form.Item>
      </Col>
      <Col xs={12} sm={8}>
        <Form.Item
          name={field('discountDays')}
          label="Skontofrist"
          dependencies={[field('days'), field('discountBasisPoints')]}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, discountDays: number | null) => {
                const basisPoints: number = getFieldValue(field('discountBasisPoints')) ?? 0;
                const days: number = getFieldValue(field('days')) ?? 0;
                if (basisPoints > 0 && (!discountDays || discountDays >= days)) throw new Error(MSG_DISCOUNT_DAYS);
              },
            }),
          ]}
        >
          <InputNumber<number> {...wholeDays} />
        </Form.Item>
      </Col>
    </Row>
  );
}
