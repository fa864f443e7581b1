import { MSG_DISCOUNT_DAYS, MSG_DISCOUNT_PERCENT, MSG_PAYMENT_DAYS } from '@planner/api';
import { PercentInput } from '../inputs/PercentInput';
import { Col, Form, InputNumber, Row } from '../kit/antd';

type NamePath = [string, string];

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
          <PercentInput max={10} step={0.5} />
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
