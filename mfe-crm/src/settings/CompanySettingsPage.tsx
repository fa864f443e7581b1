import { lazy } from 'react';
import { DATEV_CHART_LABELS, LEGAL_FORMS, formatCents, formatIban, formatInvoiceNumber, hasRegister, paymentTermsText, type Address, type TenantInformation } from '@planner/api';
import { Col, ErrorState, LoadingState, PageHeader, PhoneLink, Row, SettingsCard, Typography, usePageTitle } from '@planner/ui';
import { CompanyLogoCard } from './logo/CompanyLogoCard';
import { useDatevSettings } from './useDatevSettings';
import { useInvoiceSettings } from './useInvoiceSettings';
import { useQuoteSettings } from './useQuoteSettings';
import { useReminderSettings } from './useReminderSettings';
import { useTenantInformation } from './useTenantInformation';

const GeneralDataDialog = lazy(() => import('./dialogs/GeneralDataDialog'));
const ContactInformationDialog = lazy(() => import('./dialogs/ContactInformationDialog'));
const BankInformationDialog = lazy(() => import('./dialogs/BankInformationDialog'));
const LegalInformationDialog = lazy(() => import('./dialogs/LegalInformationDialog'));
const QuoteSettingsDialog = lazy(() => import('./dialogs/QuoteSettingsDialog'));
const InvoiceSettingsDialog = lazy(() => import('./dialogs/InvoiceSettingsDialog'));
const DatevSettingsDialog = lazy(() => import('./dialogs/DatevSettingsDialog'));
const ReminderSettingsDialog = lazy(() => import('./dialogs/ReminderSettingsDialog'));

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
  const legal = tenant.legalInformation;
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
          isEmpty={!legal}
          items={textItems([
            ['Rechtsform', legal ? LEGAL_FORMS[legal.legalForm].label : undefined],
            [legal ? LEGAL_FORMS[legal.legalForm].representative : 'Geschäftsführung', legal?.director],
            ['Steuernummer', legal?.taxId],
            ['USt-IdNr.', legal?.vatId],
            ...(!legal || hasRegister(legal.legalForm)
              ? ([
                  ['Registergericht', legal?.registerCourt],
                  ['Registernummer', legal?.registrationNumber],
                ] as [string, string | undefined][])
              : []),
          ])}
          renderDialog={(close) => <LegalInformationDialog tenant={tenant} onClose={close} />}
        />
      </Col>
      <Col xs={24} xl={12}>
        <CompanyLogoCard />
      </Col>
      <Col xs={24} xl={12}>
        <InvoiceSettingsCard />
      </Col>
      <Col xs={24} xl={12}>
        <DatevSettingsCard />
      </Col>
      <Col xs={24} xl={12}>
        <ReminderSettingsCard />
      </Col>
      <Col xs={24}>
        <QuoteSettingsCard />
      </Col>
    </Row>
  );
}

/** Texts and payment terms of every new quote; shown once they are loaded. */
function QuoteSettingsCard() {
  const { data: settings } = useQuoteSettings();
  if (!settings) return null;
  return (
    <SettingsCard
      title="Angebotstexte und Zahlungsbedingungen"
      isEmpty={false}
      items={[
        { key: 'intro', label: 'Einleitung', children: <Paragraph>{settings.introText || '–'}</Paragraph> },
        { key: 'closing', label: 'Schlusstext', children: <Paragraph>{settings.closingText || '–'}</Paragraph> },
        { key: 'payment', label: 'Zahlungsbedingungen', children: paymentTermsText(settings.paymentTerms) },
      ]}
      renderDialog={(close) => <QuoteSettingsDialog settings={settings} onClose={close} />}
    />
  );
}

/** The invoice number range; shown once it is loaded. */
function InvoiceSettingsCard() {
  const { data: settings } = useInvoiceSettings();
  if (!settings) return null;
  return (
    <SettingsCard
      title="Rechnungsnummern"
      isEmpty={false}
      items={[
        { key: 'prefix', label: 'Präfix', children: settings.prefix || '–' },
        { key: 'next', label: 'Nächste Nummer', children: settings.nextNumber },
        { key: 'example', label: 'Nächste Rechnung', children: formatInvoiceNumber(settings.prefix, settings.nextNumber) },
      ]}
      renderDialog={(close) => <InvoiceSettingsDialog settings={settings} onClose={close} />}
    />
  );
}

/** What the tax adviser's booking batch needs; shown once it is loaded. */
function DatevSettingsCard() {
  const { data: settings } = useDatevSettings();
  if (!settings) return null;
  const accounts = settings.revenueAccounts;
  return (
    <SettingsCard
      title="DATEV-Export"
      isEmpty={settings.consultantNumber === null}
      items={[
        { key: 'numbers', label: 'Berater / Mandant', children: `${settings.consultantNumber} / ${settings.clientNumber}` },
        { key: 'chart', label: 'Kontenrahmen', children: DATEV_CHART_LABELS[settings.chart] },
        { key: 'fiscalYear', label: 'Wirtschaftsjahr ab', children: `1.${settings.fiscalYearStartMonth}.` },
        { key: 'length', label: 'Sachkontenlänge', children: settings.accountLength },
        {
          key: 'accounts',
          label: 'Erlöskonten',
          children: `19 %: ${accounts.Standard} · 0 % (PV): ${accounts.PvZeroRate} · § 13b: ${accounts.ReverseCharge}`,
        },
      ]}
      renderDialog={(close) => <DatevSettingsDialog settings={settings} onClose={close} />}
    />
  );
}

/** Fee, days to pay and the base rate in force for payment reminders; shown once they are loaded. */
function ReminderSettingsCard() {
  const { data: settings } = useReminderSettings();
  if (!settings) return null;
  const latest = settings.baseRates.at(-1);
  return (
    <SettingsCard
      title="Mahnwesen"
      isEmpty={false}
      items={[
        { key: 'fee', label: 'Mahngebühr', children: formatCents(settings.fee) },
        { key: 'days', label: 'Zahlungsfrist', children: `${settings.payDays} Tage` },
        {
          key: 'rate',
          label: 'Basiszinssatz',
          children: latest ? `${(latest.basisPoints / 100).toLocaleString('de-DE', { minimumFractionDigits: 2 })} % ab ${latest.validFrom.split('-').reverse().join('.')}` : '–',
        },
      ]}
      renderDialog={(close) => <ReminderSettingsDialog settings={settings} onClose={close} />}
    />
  );
}

const Paragraph = ({ children }: { children: string }) => (
  <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ marginBottom: 0, whiteSpace: 'pre-line' }}>
    {children}
  </Typography.Paragraph>
);

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
