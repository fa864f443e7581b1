import * as v from 'valibot';
import { AddressSchema, optionalText, OptionalEmail, requiredText, Uuid, type Address } from '../common';
import { SalutationSchema, type Salutation } from './salutation';

export const CUSTOMER_SORT_KEYS = ['LastName', 'FirstName', 'Address', 'Phone', 'Email'] as const;
export type CustomerSortKey = (typeof CUSTOMER_SORT_KEYS)[number];

export const CustomerSchema = v.object({
  id: Uuid,
  /** Optional; older clients leave it out. */
  salutation: SalutationSchema,
  firstName: requiredText(),
  lastName: requiredText(),
  address: AddressSchema,
  phone: optionalText(50),
  cellphone: optionalText(50),
  email: OptionalEmail,
  /** Always `null` on create; company customers are not part of this product yet. */
  company: v.optional(v.null(), null),
});
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
  company: null;
  /** Hidden from lists and pickers (it has finalized quotes, which are kept). */
  archived: boolean;
}

/** The customer as shown in titles: 'lastName, firstName'. */
export const customerDisplayName = (customer: Pick<Customer, 'firstName' | 'lastName'>) =>
  `${customer.lastName}, ${customer.firstName}`;
