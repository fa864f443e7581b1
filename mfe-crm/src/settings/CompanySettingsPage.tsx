import { lazy } from 'react';
import { formatIban, type Address, type TenantInformation } from '@planner/api';
import { Col, ErrorState, LoadingState, PageHeader, PhoneLink, Row, usePageTitle } from '@planner/ui';
import { SettingsCard } from './SettingsCard';
import { useTenantInformation } from './useTenantInformation';

const GeneralDataDialog = lazy(() => import('./dialogs/GeneralDataDialog'));
const ContactInformationDialog = lazy(() => import('./dialogs/ContactInformationDialog'));
const BankInformationDialog = lazy(() => import('./dialogs/BankInformationDialog'));
const LegalInformationDialog = lazy(() => import('./dialogs/LegalInformationDialog'));

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
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <SettingsCard
          title="Allgemeine Daten"
          isEmpty={false}
          items={[
            { key: 'name', label: 'Firmenname', children: tenant.name },
            { key: 'address', label: 'Adresse', children: tenant.address ? formatAddress(tenant.address) : '–' },
          ]}
          renderDialog={(close) => <GeneralDataDialog tenant={tenant} onClose={close} />}
        />
      </Col>
      <Col xs={24} xl={12}>
        <SettingsCard
          title="Kontaktinformationen"
          isEmpty={!tenant.contactInformation}
          items={[
            ...textItems([['E-Mail', tenant.contactInformation?.mail]]),
            { key: 'Telefon', label: 'Telefon', children: <PhoneLink number={tenant.contactInformation?.phone} /> },
            ...textItems([
              ['Fax', tenant.contactInformation?.fax],
              ['Website', tenant.contactInformation?.url],
            ]),
          ]}
          renderDialog={(close) => <ContactInformationDialog tenant={tenant} onClose={close} />}
        />
      </Col>
      <Col xs={24} xl={12}>
        <SettingsCard
          title="Bankdaten"
          isEmpty={!tenant.bankInformation}
          items={textItems([
            ['Bank', tenant.bankInformation?.name],
            ['IBAN', tenant.bankInformation ? formatIban(tenant.bankInformation.iban) : undefined],
            ['BIC', tenant.bankInformation?.bic],
          ])}
          renderDialog={(close) => <BankInformationDialog tenant={tenant} onClose={close} />}
        />
      </Col>
      <Col xs={24} xl={12}>
        <SettingsCard
          title="Rechtliche Informationen"
          isEmpty={!tenant.legalInformation}
          items={textItems([
            ['Geschäftsführung', tenant.legalInformation?.director],
            ['Steuernummer / USt-IdNr.', tenant.legalInformation?.taxId],
            ['Registergericht', tenant.legalInformation?.registerCourt],
            ['Registernummer', tenant.legalInformation?.registrationNumber],
          ])}
          renderDialog={(close) => <LegalInformationDialog tenant={tenant} onClose={close} />}
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
