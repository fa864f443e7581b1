import * as v from 'valibot';
import { AddressSchema, requiredText } from '@planner/api';
import { Col, Form, FormDialog, Input, Row, valibotFieldRules } from '@planner/ui';
import { useSaveTenantInformation } from '../useTenantInformation';
import type { TenantDialogProps } from './TenantDialogProps';

const GeneralDataSchema = v.object({ name: requiredText(), ...AddressSchema.entries });
type GeneralData = v.InferOutput<typeof GeneralDataSchema>;
const rules = valibotFieldRules(GeneralDataSchema);

export default function GeneralDataDialog({ tenant, onClose }: TenantDialogProps) {
  const save = useSaveTenantInformation();
  return (
    <FormDialog<GeneralData>
      open
      title="Allgemeine Daten bearbeiten"
      successMessage="Firmendaten gespeichert."
      initialValues={{ name: tenant.name, ...tenant.address }}
      onClose={onClose}
      onSubmit={async ({ name, ...address }) => {
        await save({ ...tenant, name, address });
      }}
    >
      <Form.Item name="name" label="Firmenname" rules={rules.name}>
        <Input autoFocus />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={16}>
          <Form.Item name="street" label="Straße" rules={rules.street}>
            <Input autoComplete="address-line1" />
          </Form.Item>
        </Col>
        <Col xs={8}>
          <Form.Item name="houseNumber" label="Hausnummer" rules={rules.houseNumber}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={8}>
          <Form.Item name="zipCode" label="PLZ" rules={rules.zipCode}>
            <Input autoComplete="postal-code" />
          </Form.Item>
        </Col>
        <Col xs={16}>
          <Form.Item name="city" label="Ort" rules={rules.city}>
            <Input autoComplete="address-level2" />
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
}
