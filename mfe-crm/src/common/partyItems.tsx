import { personName, type QuoteParty, type TenantInformation } from '@planner/api';
import { PhoneLink } from '@planner/ui';
import { AddressText } from './AddressText';
import { present, type InfoItems } from './InfoCard';

/** The customer as a quote or an invoice names them. */
export const customerItems = (customer: QuoteParty): InfoItems =>
  present([
    { key: 'name', label: 'Name', children: personName(customer) },
    { key: 'address', label: 'Adresse', children: <AddressText address={customer.address} /> },
    customer.email && { key: 'mail', label: 'E-Mail', children: <a href={`mailto:${customer.email}`}>{customer.email}</a> },
    customer.phone && { key: 'phone', label: 'Telefon', children: <PhoneLink number={customer.phone} /> },
  ]);

/** The company as a quote or an invoice names it. */
export const companyItems = (company: TenantInformation): InfoItems =>
  present([
    { key: 'name', label: 'Name', children: company.name },
    company.address && { key: 'address', label: 'Adresse', children: <AddressText address={company.address} /> },
    company.contactInformation && { key: 'phone', label: 'Telefon', children: <PhoneLink number={company.contactInformation.phone} /> },
    company.contactInformation && { key: 'mail', label: 'E-Mail', children: company.contactInformation.mail },
  ]);
