import { eInvoiceAddressOf, type Address, type ElectronicAddress, type QuoteParty, type QuotePropertyDeveloper } from '@planner/api';
import type { TenantTransaction } from '../db/scopes';

/** Who and where a quote is for, as of finalizing. */
export interface QuoteParties {
  projectId: string;
  projectName: string;
  customer: QuoteParty;
  /** Where the customer receives e-invoices (not printed on the quote). */
  customerEInvoiceAddress: ElectronicAddress | null;
  jobsiteAddress: Address;
  propertyDeveloper: QuotePropertyDeveloper | null;
}

const orNull = (text: string | null) => (text && text.trim() ? text.trim() : null);

/** The configuration's project with customer, jobsite and property developer; undefined when unknown. */
export async function findQuoteParties(
  trx: TenantTransaction,
  tenantId: string,
  configurationId: string,
): Promise<QuoteParties | undefined> {
  const row = await trx
    .selectFrom('configurations as c')
    .innerJoin('projects as p', (join) => join.onRef('p.tenant_id', '=', 'c.tenant_id').onRef('p.id', '=', 'c.project_id'))
    .innerJoin('jobsites as j', (join) => join.onRef('j.tenant_id', '=', 'p.tenant_id').onRef('j.id', '=', 'p.jobsite_id'))
    .innerJoin('customers as k', (join) => join.onRef('k.tenant_id', '=', 'j.tenant_id').onRef('k.id', '=', 'j.customer_id'))
    .leftJoin('property_developers as d', (join) => join.onRef('d.tenant_id', '=', 'p.tenant_id').onRef('d.id', '=', 'p.company_id'))
    .leftJoin('contact_persons as cp', (join) =>
      join.onRef('cp.tenant_id', '=', 'p.tenant_id').onRef('cp.id', '=', 'p.contact_person_id'),
    )
    .leftJoin('construction_specifications as s', (join) =>
      join.onRef('s.tenant_id', '=', 'p.tenant_id').onRef('s.id', '=', 'p.construction_specification_id'),
    )
    .select([
      'p.id as project_id',
      'p.name as project_name',
      'p.property_developer_type',
      'j.street as jobsite_street',
      'j.house_number as jobsite_house_number',
      'j.zip_code as jobsite_zip_code',
      'j.city as jobsite_city',
      'k.salutation',
      'k.first_name',
      'k.last_name',
      'k.street',
      'k.house_number',
      'k.zip_code',
      'k.city',
      'k.email',
      'k.phone',
      'k.cellphone',
      'k.e_invoice_scheme',
      'k.e_invoice_address',
      'd.name as developer_name',
      'cp.first_name as contact_first_name',
      'cp.last_name as contact_last_name',
      's.name as specification_name',
    ])
    .where('c.tenant_id', '=', tenantId)
    .where('c.id', '=', configurationId)
    .executeTakeFirst();
  if (!row) return undefined;
  const contactPerson = [row.contact_first_name, row.contact_last_name].filter(Boolean).join(' ');
  return {
    projectId: row.project_id,
    projectName: row.project_name,
    customer: {
      salutation: row.salutation,
      firstName: row.first_name,
      lastName: row.last_name,
      address: { street: row.street, houseNumber: row.house_number, zipCode: row.zip_code, city: row.city },
      email: orNull(row.email),
      phone: orNull(row.phone) ?? orNull(row.cellphone),
    },
    customerEInvoiceAddress: eInvoiceAddressOf({
      email: row.email,
      eInvoiceScheme: row.e_invoice_scheme,
      eInvoiceAddress: row.e_invoice_address,
    }),
    jobsiteAddress: {
      street: row.jobsite_street,
      houseNumber: row.jobsite_house_number,
      zipCode: row.jobsite_zip_code,
      city: row.jobsite_city,
    },
    propertyDeveloper:
      row.property_developer_type === 'DeveloperConstruction' && row.developer_name !== null
        ? {
            name: row.developer_name,
            contactPerson: orNull(contactPerson),
            constructionSpecification: orNull(row.specification_name),
          }
        : null,
  };
}
