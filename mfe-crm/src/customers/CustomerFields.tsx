import { CustomerSchema, E_INVOICE_SCHEME_LABELS, E_INVOICE_SCHEMES, SALUTATIONS, SALUTATION_CODES, type CustomerInput } from '@planner/api';
import { Col, Form, Input, PhoneInput, Row, Select, valibotFieldRules } from '@planner/ui';
import { AddressFields } from '../common/AddressFields';

const rules = valibotFieldRules(CustomerSchema);
const SALUTATION_OPTIONS = SALUTATION_CODES.map((code) => ({ value: code, label: SALUTATIONS[code] }));
const E_INVOICE_OPTIONS = E_INVOICE_SCHEMES.map((scheme) => ({ value: scheme, label: E_INVOICE_SCHEME_LABELS[scheme] }));

/** Where e-invoices (XRechnung) go: the customer's e-mail unless another address or a Leitweg-ID is given. */
function EInvoiceFields() {
  const scheme = Form.useWatch<CustomerInput['eInvoiceScheme']>('eInvoiceScheme');
  const leitwegId = scheme === 'LeitwegId';
  return (
    <Row gutter={12}>
      <Col xs={24} sm={10}>
        <Form.Item name="eInvoiceScheme" label="E-Rechnung an" rules={rules.eInvoiceScheme}>
          <Select options={E_INVOICE_OPTIONS} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={14}>
        <Form.Item
          name="eInvoiceAddress"
          label={leitwegId ? 'Leitweg-ID' : 'E-Rechnungsadresse (optional)'}
          extra={leitwegId ? 'Die Leitweg-ID wird auch Käuferreferenz der XRechnung.' : 'Leer: an die E-Mail-Adresse oben.'}
          dependencies={['eInvoiceScheme']}
          required={leitwegId}
          rules={rules.eInvoiceAddress}
        >
          <Input
            type={leitwegId ? 'text' : 'email'}
            autoComplete="off"
            placeholder={leitwegId ? 'z. B. 04011000-12345-03' : undefined}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** The fields of a customer, used by the customer dialog and the project wizard. */
export function CustomerFields() {
  return (
    <>
      <Row gutter={12}>
        <Col xs={24} sm={6}>
          <Form.Item name="salutation" label="Anrede (optional)" rules={rules.salutation}>
            <Select options={SALUTATION_OPTIONS} allowClear placeholder="Keine Angabe" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={9}>
          <Form.Item name="firstName" label="Vorname" rules={rules.firstName}>
            <Input autoFocus autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={9}>
          <Form.Item name="lastName" label="Nachname" rules={rules.lastName}>
            <Input autoComplete="family-name" />
          </Form.Item>
        </Col>
      </Row>
      <AddressFields name="address" />
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="phone" label="Telefon" rules={rules.phone}>
            <PhoneInput />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="cellphone" label="Mobil" rules={rules.cellphone}>
            <PhoneInput />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="email" label="E-Mail" rules={rules.email}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <EInvoiceFields />
    </>
  );
}

export const EMPTY_CUSTOMER_FIELDS = { phone: '', cellphone: '', email: '', eInvoiceScheme: 'Email', eInvoiceAddress: '' } as const;

/** The form's values as customer; optional fields the user never touched are empty. */
export const toCustomerInput = (values: Omit<CustomerInput, 'id'>, id: string): CustomerInput => ({
  ...values,
  id,
  salutation: values.salutation ?? null,
  phone: values.phone ?? '',
  cellphone: values.cellphone ?? '',
  email: values.email ?? '',
  eInvoiceScheme: values.eInvoiceScheme ?? 'Email',
  eInvoiceAddress: values.eInvoiceAddress ?? '',
});
