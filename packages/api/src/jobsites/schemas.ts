import * as v from 'valibot';
import { AddressSchema, Uuid, type Address } from '../common';
import { listQuerySchema } from '../envelope';

export const BUILDING_TYPES = [
  'SingleFamilyHouse',
  'SemiDetachedHouse',
  'TerracedHouse',
  'MultiFamilyHouse',
  'Apartment',
  'Other',
] as const;
export type BuildingType = (typeof BUILDING_TYPES)[number];

export const BUILDING_TYPE_LABELS: Record<BuildingType, string> = {
  SingleFamilyHouse: 'Einfamilienhaus',
  SemiDetachedHouse: 'Doppelhaushälfte',
  TerracedHouse: 'Reihenhaus',
  MultiFamilyHouse: 'Mehrfamilienhaus',
  Apartment: 'Wohnung',
  Other: 'Sonstiges',
};

export const JOBSITE_COMMENT_MAX_LENGTH = 500;
export const MSG_BUILDING_TYPE = 'Bitte wählen Sie einen Gebäudetyp aus.';

export const JobsiteFieldsSchema = v.object({
  location: AddressSchema,
  buildingType: v.picklist(BUILDING_TYPES, MSG_BUILDING_TYPE),
  comment: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(JOBSITE_COMMENT_MAX_LENGTH, `Maximal ${JOBSITE_COMMENT_MAX_LENGTH} Zeichen erlaubt.`),
  ),
});

export const JobsiteSchema = v.object({ id: Uuid, customerId: Uuid, ...JobsiteFieldsSchema.entries });
export type JobsiteInput = v.InferInput<typeof JobsiteSchema>;

export const PutJobsiteSchema = v.object({ jobsite: JobsiteSchema });

export const JOBSITE_SORT_KEYS = ['Address', 'City', 'Customer'] as const;

export const JobsiteListQuerySchema = v.object({
  ...listQuerySchema(JOBSITE_SORT_KEYS).entries,
  customerId: v.optional(Uuid),
  /** Older clients send the search text as `filter`. */
  filter: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
});

export interface JobsiteCustomer {
  id: string;
  firstName: string;
  lastName: string;
}

export interface Jobsite {
  id: string;
  location: Address;
  buildingType: BuildingType;
  comment: string;
  customer: JobsiteCustomer;
}

/** 'Hauptstraße 5, 80331 München' */
export const formatAddressLine = (address: Address) =>
  `${address.street} ${address.houseNumber}, ${address.zipCode} ${address.city}`;
