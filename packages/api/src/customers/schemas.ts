import * as v from 'valibot';
import { AddressSchema, MSG_EMAIL, optionalText, OptionalEmail, requiredText, Uuid, type Address } from '../common';
import { E_INVOICE_SCHEMES, isLeitwegId, MSG_LEITWEG_ID, type EInvoiceScheme } from './eInvoiceAddress';
import { SalutationSchema, type Salutation } from './salutation';

export const CUSTOMER_SORT_KEYS = ['LastName', 'FirstName', 'Address', 'Phone', 'Email'] as const;
export type CustomerSortKey = (typeof CUSTOMER_SORT_KEYS)[number];

export const CustomerSchema = v.pipe(
  v.object({
    id: Uuid,
    /** Optional; older clients leave it out. */
    salutation: SalutationSchema,
    firstName: requiredText(),
    lastName: requiredText(),
    address: AddressSchema,
    phone: optionalText(50),
    cellphone: optionalText(50),
    email: OptionalEmail,
    /** Optional; older clients leave them out: e-invoices then go to `email`. */
    eInvoiceScheme: v.optional(v.picklist(E_INVOICE_SCHEMES, 'Bitte wählen Sie, wohin E-Rechnungen gehen.'), 'Email'),
    /** With 'Email' another address than `email`, or empty; with 'LeitwegId' the Leitweg-ID. */
    eInvoiceAddress: optionalText(254),
    /** Always `null` on create; company customers are not part of this product yet. */
    company: v.optional(v.null(), null),
  }),
  v.forward(
    v.check(
      ({ eInvoiceScheme, eInvoiceAddress }) =>
        eInvoiceScheme !== 'Email' || eInvoiceAddress === '' || v.is(v.pipe(v.string(), v.email()), eInvoiceAddress),
      MSG_EMAIL,
    ),
    ['eInvoiceAddress'],
  ),
  v.forward(
    v.check(({ eInvoiceScheme, eInvoiceAddress }) => eInvoiceScheme !== 'LeitwegId' || isLeitwegId(eInvoiceAddress), MSG_LEITWEG_ID),
    ['eInvoiceAddress'],
  ),
);
export type CustomerInput = v.InferInput<typeof CustomerSchema>;

export interface Customer {
  id: string;
  salutation: Salutation | null;
  firstName: string;
  lastName: string;
  address: Address;
  phone: string;
  cellphone: string;
  email: string;
  eInvoiceScheme: EInvoiceScheme;
  eInvoiceAddress: string;
  company: null;
  /** Hidden from lists and pickers (it has finalized quotes, which are kept). */
  archived: boolean;
}

/** The customer as shown in titles: 'lastName, firstName'. */
export const customerDisplayName = (customer: Pick<Customer, 'firstName' | 'lastName'>) =>
  `${customer.lastName}, ${customer.firstName}`;
