import type { PropertyDeveloper } from '@planner/api';
import { Card, Descriptions, PhoneLink } from '@planner/ui';
import { websiteHref } from './websiteHref';

const orDash = (text: string) => text || '–';

function AddressText({ address }: { address: PropertyDeveloper['address'] }) {
  const streetLine = [address.street, address.houseNumber].filter(Boolean).join(' ');
  const cityLine = [address.zipCode, address.city].filter(Boolean).join(' ');
  if (!streetLine && !cityLine) return '–';
  return (
    <>
      {streetLine}
      {streetLine && cityLine && <br />}
      {cityLine}
    </>
  );
}

/** Address and contact data of a developer. */
export function ContactCard({ developer }: { developer: PropertyDeveloper }) {
  const { mail, phone, fax, url } = developer.contactInformation;
  return (
    <Card title="Kontakt">
      <Descriptions
        column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
        size="small"
        items={[
          { key: 'address', label: 'Adresse', children: <AddressText address={developer.address} /> },
          { key: 'phone', label: 'Telefon', children: <PhoneLink number={phone} /> },
          { key: 'fax', label: 'Fax', children: orDash(fax) },
          { key: 'mail', label: 'E-Mail', children: mail ? <a href={`mailto:${mail}`}>{mail}</a> : '–' },
          {
            key: 'url',
            label: 'Website',
            children: url ? (
              <a href={websiteHref(url)} target="_blank" rel="noopener noreferrer">
                {url}
              </a>
            ) : (
              '–'
            ),
          },
        ]}
      />
    </Card>
  );
}
