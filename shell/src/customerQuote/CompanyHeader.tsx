import type { PublicCompany } from '@planner/api';
import { Flex, Typography } from '@planner/ui/public-page';

/** The installer's name, logo and how to reach them, as on their letterhead. */
export function CompanyHeader({ company }: { company: PublicCompany }) {
  const contact = company.contactInformation;
  return (
    <Flex component="header" className="customer-quote-header" gap={16} align="center" wrap>
      {company.logo && <img src={company.logo} alt={`Logo ${company.name}`} className="customer-quote-logo" />}
      <div>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          {company.name}
        </Typography.Title>
        {company.address && (
          <Typography.Text type="secondary">
            {company.address.street} {company.address.houseNumber}, {company.address.zipCode} {company.address.city}
          </Typography.Text>
        )}
        {contact && (
          <Flex gap={12} wrap>
            <Typography.Link href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</Typography.Link>
            <Typography.Link href={`mailto:${contact.mail}`}>{contact.mail}</Typography.Link>
          </Flex>
        )}
      </div>
    </Flex>
  );
}
