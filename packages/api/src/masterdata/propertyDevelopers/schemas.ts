import * as v from 'valibot';
import { OptionalEmail, Uuid, optionalText, requiredText } from '../../common';

export const MSG_DEVELOPER_NAME_REQUIRED = 'Bitte geben Sie einen Namen ein.';
export const MSG_FIRST_NAME_REQUIRED = 'Bitte geben Sie einen Vornamen ein.';
export const MSG_LAST_NAME_REQUIRED = 'Bitte geben Sie einen Nachnamen ein.';
export const MSG_SPECIFICATION_NAME_REQUIRED = 'Bitte geben Sie einen Namen ein.';
export const MSG_ROOM_NAME_REQUIRED = 'Bitte geben Sie einen Namen für das Zimmer ein.';
export const MSG_ROOM_NEEDS_INSTALLATION = 'Bitte fügen Sie mindestens eine Installation hinzu.';
export const MSG_COMPONENT_TWICE = 'Jede Installation darf nur einmal hinzugefügt werden.';
export const MSG_AMOUNT_MIN = 'Die Anzahl muss mindestens 1 sein.';

/** A developer's address; every part may be empty. */
export const PropertyDeveloperAddressSchema = v.object({
  street: optionalText(),
  houseNumber: optionalText(20),
  zipCode: optionalText(20),
  city: optionalText(),
});

export const PropertyDeveloperContactSchema = v.object({
  mail: OptionalEmail,
  phone: optionalText(),
  fax: optionalText(),
  url: optionalText(),
});

/** Body of PUT /api/electro/property-developers/{id}. */
export const PropertyDeveloperSchema = v.object({
  id: Uuid,
  name: requiredText(MSG_DEVELOPER_NAME_REQUIRED),
  address: PropertyDeveloperAddressSchema,
  contactInformation: PropertyDeveloperContactSchema,
});
export type PropertyDeveloperInput = v.InferInput<typeof PropertyDeveloperSchema>;
/** A developer as the server receives it, optional texts empty rather than null. */
export type PropertyDeveloperBody = v.InferOutput<typeof PropertyDeveloperSchema>;

/** A property developer (Bauträger); `namespace` is its name. */
export interface PropertyDeveloper extends v.InferOutput<typeof PropertyDeveloperSchema> {
  namespace: string;
}

export const ContactPersonSchema = v.object({
  id: Uuid,
  companyId: Uuid,
  firstName: requiredText(MSG_FIRST_NAME_REQUIRED),
  lastName: requiredText(MSG_LAST_NAME_REQUIRED),
  phone: optionalText(),
  cellphone: optionalText(),
  email: v.nullable(OptionalEmail),
});
/** A site manager (Bauleiter) of a developer; `companyId` is the developer's id. */
export type ContactPerson = v.InferOutput<typeof ContactPersonSchema>;

/** Body of PUT …/contact-persons/{id}. */
export const ContactPersonBodySchema = v.object({ contactPerson: ContactPersonSchema });

export const InclusiveComponentSchema = v.object({
  componentId: Uuid,
  amount: v.pipe(v.number(MSG_AMOUNT_MIN), v.integer(MSG_AMOUNT_MIN), v.minValue(1, MSG_AMOUNT_MIN), v.maxValue(9999)),
});

export const RoomTypeSchema = v.object({
  id: Uuid,
  name: requiredText(MSG_ROOM_NAME_REQUIRED),
  inclusiveComponents: v.pipe(
    v.array(InclusiveComponentSchema),
    v.minLength(1, MSG_ROOM_NEEDS_INSTALLATION),
    v.check(
      (components) => new Set(components.map((c) => c.componentId)).size === components.length,
      MSG_COMPONENT_TWICE,
    ),
  ),
});
export type RoomTypeInput = v.InferInput<typeof RoomTypeSchema>;

/** Body of PUT …/construction-specifications/{id}: the whole specification with its rooms. */
export const ConstructionSpecificationSchema = v.object({
  id: Uuid,
  name: requiredText(MSG_SPECIFICATION_NAME_REQUIRED),
  propertyDeveloperId: Uuid,
  roomTypes: v.pipe(
    v.array(RoomTypeSchema),
    v.maxLength(200),
    v.check((rooms) => new Set(rooms.map((r) => r.id)).size === rooms.length, 'Doppelte Zimmer-ID'),
  ),
});
export type ConstructionSpecificationInput = v.InferInput<typeof ConstructionSpecificationSchema>;

export interface InclusiveComponent {
  componentId: string;
  amount: number;
  /** Label of the installation, also when it has been archived since. */
  componentLabel: string;
  /** The installation was deleted from the master data since; the room keeps it until it is removed. */
  componentDeleted: boolean;
}

/** Room type of a specification with its default (inclusive) installations. */
export interface RoomType {
  id: string;
  name: string;
  inclusiveComponents: InclusiveComponent[];
}

/** A construction specification (Baubeschreibung); rooms sorted by name, case-insensitively. */
export interface ConstructionSpecification {
  id: string;
  name: string;
  propertyDeveloperId: string;
  roomTypes: RoomType[];
}

/** Row of the specification list. */
export interface ConstructionSpecificationSummary {
  id: string;
  name: string;
  propertyDeveloperId: string;
  roomTypesCount: number;
}
