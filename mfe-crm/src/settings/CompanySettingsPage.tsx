import {
  AddressSchema,
  BankInformationSchema,
  ContactInformationSchema,
  LegalInformationSchema,
  requiredText,
  type Address,
  type BankInformation,
  type ContactInformation,
  type LegalInformation,
  type TenantInformation,
} from '@planner/api';
import { Col, ErrorState, Form, Input, LoadingState, PageHeader, Row, usePageTitle, valibotFieldRules } from '@planner/ui';
import * as v from 'valibot';
import { SettingsCard } from './SettingsCard';
import { useSaveTenantInformation, useTenantInformation } from './useTenantInformation';

const GeneralDataSchema = v.object({ name: requiredText(), ...AddressSchema.entries });
type GeneralData = v.InferOutput<typeof GeneralDataSchema>;

const generalRules = valibotFieldRules(GeneralDataSchema);
const contactRules = valibotFieldRules(ContactInformationSchema);
const bankRules = valibotFieldRules(BankInformationSchema);
const legalRules = valibotFieldRules(LegalInformationSchema);

const formatAddress = (address: Address) => (
  <>
    {address.street} {address.houseNumber}
    <br />
    {address.zipCode} {address.city}
  </>
);

const textItems = (entries: [label: string, value: string | undefined][]) =>
  entries.map(([label, value]) => ({ key: label, label, children: value || '–' }));

function CompanySettingsCards({ tenant }: { tenant: TenantInformation }) {
  const save = useSaveTenantInformation();
  const saveWith = async (change: Partial<TenantInformation>) => {
    await save({ ...tenant, ...change });
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <SettingsCard<GeneralData>
          title="Allgemeine Daten"
          isEmpty={false}
          items={[
            { key: 'name', label: 'Firmenname', children: tenant.name },
            { key: 'address', label: 'Adresse', children: tenant.address ? formatAddress(tenant.address) : '–' },
          ]}
          dialogTitle="Allgemeine Daten bearbeiten"
          successMessage="Firmendaten gespeichert."
          initialValues={{ name: tenant.name, ...tenant.address }}
          onSave={({ name, ...address }) => saveWith({ name, address })}
          fields={
            <>
              <Form.Item name="name" label="Firmenname" rules={generalRules.name}>
                <Input autoFocus />
              </Form.Item>
              <Row gutter={12}>
                <Col xs={16}>
                  <Form.Item name="street" label="Straße" rules={generalRules.street}>
                    <Input autoComplete="address-line1" />
                  </Form.Item>
                </Col>
                <Col xs={8}>
                  <Form.Item name="houseNumber" label="Hausnummer" rules={generalRules.houseNumber}>
                    <Input />
                  </Form.Item>
                </Col>
                <Col xs={8}>
                  <Form.Item name="zipCode" label="PLZ" rules={generalRules.zipCode}>
                    <Input autoComplete="postal-code" />
                  </Form.Item>
                </Col>
                <Col xs={16}>
                  <Form.Item name="city" label="Ort" rules={generalRules.city}>
                    <Input autoComplete="address-level2" />
                  </Form.Item>
                </Col>
              </Row>
            </>
          }
        />
      </Col>
      <Col xs={24} xl={12}>
        <SettingsCard<ContactInformation>
          title="Kontaktinformationen"
          isEmpty={!tenant.contactInformation}
          items={textItems([
            ['E-Mail', tenant.contactInformation?.mail],
            ['Telefon', tenant.contactInformation?.phone],
            ['Fax', tenant.contactInformation?.fax],
            ['Website', tenant.contactInformation?.url],
          ])}
          dialogTitle="Kontaktinformationen bearbeiten"
          successMessage="Kontaktinformationen gespeichert."
          initialValues={tenant.contactInformation ?? { url: '', fax: '' }}
          onSave={(contactInformation) => saveWith({ contactInformation })}
          fields={
            <>
              <Form.Item name="mail" label="E-Mail" rules={contactRules.mail}>
                <Input type="email" autoFocus />
              </Form.Item>
              <Form.Item name="phone" label="Telefon" rules={contactRules.phone}>
                <Input type="tel" />
              </Form.Item>
              <Form.Item name="fax" label="Fax (optional)" rules={contactRules.fax}>
                <Input type="tel" />
              </Form.Item>
              <Form.Item name="url" label="Website" rules={contactRules.url}>
                <Input />
              </Form.Item>
            </>
          }
        />
      </Col>
      <Col xs={24} xl={12}>
        <SettingsCard<BankInformation>
          title="Bankdaten"
          isEmpty={!tenant.bankInformation}
          items={textItems([
            ['Bank', tenant.bankInformation?.name],
            ['IBAN', tenant.bankInformation?.iban],
            ['BIC', tenant.bankInformation?.bic],
          ])}
          dialogTitle="Bankdaten bearbeiten"
          successMessage="Bankdaten gespeichert."
          initialValues={tenant.bankInformation ?? {}}
          onSave={(bankInformation) => saveWith({ bankInformation })}
          fields={
            <>
              <Form.Item name="name" label="Bank" rules={bankRules.name}>
                <Input autoFocus />
              </Form.Item>
              <Form.Item name="iban" label="IBAN" rules={bankRules.iban}>
                <Input />
              </Form.Item>
              <Form.Item name="bic" label="BIC" rules={bankRules.bic}>
                <Input />
              </Form.Item>
            </>
          }
        />
      </Col>
      <Col xs={24} xl={12}>
        <SettingsCard<LegalInformation>
          title="Rechtliche Informationen"
          isEmpty={!tenant.legalInformation}
          items={textItems([
            ['Geschäftsführung', tenant.legalInformation?.director],
            ['Steuernummer / USt-IdNr.', tenant.legalInformation?.taxId],
            ['Registergericht', tenant.legalInformation?.registerCourt],
            ['Registernummer', tenant.legalInformation?.registrationNumber],
          ])}
          dialogTitle="Rechtliche Informationen bearbeiten"
          successMessage="Rechtliche Informationen gespeichert."
          initialValues={tenant.legalInformation ?? {}}
          onSave={(legalInformation) => saveWith({ legalInformation })}
          fields={
            <>
              <Form.Item name="director" label="Geschäftsführung" rules={legalRules.director}>
                <Input autoFocus />
              </Form.Item>
              <Form.Item name="taxId" label="Steuernummer / USt-IdNr." rules={legalRules.taxId}>
                <Input />
              </Form.Item>
              <Form.Item name="registerCourt" label="Registergericht" rules={legalRules.registerCourt}>
                <Input />
              </Form.Item>
              <Form.Item name="registrationNumber" label="Registernummer" rules={legalRules.registrationNumber}>
                <Input />
              </Form.Item>
            </>
          }
        />
      </Col>
    </Row>
  );
}

export default function CompanySettingsPage() {
  usePageTitle('Firma');
  const { data: tenant, isPending, refetch } = useTenantInformation();
  return (
    <>
      <PageHeader title="Firma" breadcrumbs={[{ label: 'Einstellungen' }, { label: 'Firma' }]} />
      {isPending ? (
        <LoadingState />
      ) : tenant ? (
        <CompanySettingsCards tenant={tenant} />
      ) : (
        <ErrorState message="Firma konnte nicht geladen werden." onRetry={() => void refetch()} />
      )}
    </>
  );
}
