import * as v from 'valibot';
import { requiredText, Uuid } from '../common';
import { listQuerySchema } from '../envelope';
import type { ConfigurationPreview } from '../configurations/schemas';
import type { Jobsite } from '../jobsites/schemas';

export const MSG_ORDER_TYPE = 'Bitte wählen Sie eine Auftragsart aus.';
export const MSG_PROPERTY_DEVELOPER = 'Bitte wählen Sie einen Bauträger aus.';
export const MSG_CONTACT_PERSON = 'Bitte wählen Sie einen Bauleiter aus.';
export const MSG_CONSTRUCTION_SPECIFICATION = 'Bitte wählen Sie eine Baubeschreibung aus.';

export const ORDER_TYPE_LABELS = {
  PrivateConstruction: 'von Privatperson',
  DeveloperConstruction: 'über Bauunternehmen',
} as const;
export type OrderType = keyof typeof ORDER_TYPE_LABELS;

/** The id of a chosen entry; a missing or empty choice reports `message`. */
const requiredChoice = (message: string) =>
  v.pipe(v.optional(v.nullable(v.string(message)), ''), v.string(message), v.uuid(message));

export const PropertyDeveloperTypeSchema = v.variant(
  'type',
  [
    v.object({ type: v.literal('PrivateConstruction') }),
    v.object({
      type: v.literal('DeveloperConstruction'),
      companyId: requiredChoice(MSG_PROPERTY_DEVELOPER),
      contactPersonId: requiredChoice(MSG_CONTACT_PERSON),
      constructionSpecificationId: requiredChoice(MSG_CONSTRUCTION_SPECIFICATION),
    }),
  ],
  MSG_ORDER_TYPE,
);
export type PropertyDeveloperType = v.InferOutput<typeof PropertyDeveloperTypeSchema>;

export const ProjectNameSchema = requiredText();

/**
 * Creates the project with the client's id, or changes it. A new project gets its first
 * quote, with `favoriteConfigurationId` as its id when given; on change it marks that quote
 * of the project as the favorite.
 */
export const PutProjectSchema = v.object({
  id: Uuid,
  name: ProjectNameSchema,
  jobsiteId: Uuid,
  propertyDeveloperType: PropertyDeveloperTypeSchema,
  favoriteConfigurationId: v.optional(v.nullable(Uuid), null),
});
export type PutProjectInput = v.InferInput<typeof PutProjectSchema>;

export const PROJECT_SORT_KEYS = ['Name', 'Customer', 'Jobsite', 'LastModified'] as const;
export const ProjectListQuerySchema = listQuerySchema(PROJECT_SORT_KEYS);

export interface Project {
  id: string;
  name: string;
  jobsiteId: string;
  jobsite: Jobsite;
  propertyDeveloperType: PropertyDeveloperType;
  favoriteConfigurationId: string;
  favoriteConfiguration: ConfigurationPreview;
  configurationCount: number;
  /** Hidden from the lists and the dashboard (it has finalized quotes, which are kept). */
  archived: boolean;
}

/** The default project name of the wizard: 'lastName, city'. */
export const defaultProjectName = (customerLastName: string, city: string) => `${customerLastName}, ${city}`;
