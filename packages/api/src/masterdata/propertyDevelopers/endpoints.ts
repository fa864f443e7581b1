import * as v from 'valibot';
import { endpoint } from '../../endpoint';
import { listQuerySchema } from '../../envelope';
import type {
  ConstructionSpecification,
  ConstructionSpecificationSummary,
  ContactPerson,
  PropertyDeveloper,
} from './schemas';
import { ConstructionSpecificationSchema, ContactPersonBodySchema, PropertyDeveloperSchema } from './schemas';
import { inEnvironment } from '../../endpointEnvironment';
import { exportQuerySchema, listExportEndpoint } from '../../listExport';

const DEVELOPERS = '/api/electro/property-developers';
const CONTACT_PERSONS = `${DEVELOPERS}/:propertyDeveloperId/contact-persons`;
const SPECIFICATIONS = `${DEVELOPERS}/:propertyDeveloperId/construction-specifications`;

export const PROPERTY_DEVELOPER_SORT_KEYS = ['Name', 'City'] as const;
export const CONTACT_PERSON_SORT_KEYS = ['LastName', 'FirstName'] as const;

export const MSG_DEVELOPER_NOT_FOUND = 'Bauträger nicht gefunden.';
export const MSG_CONTACT_PERSON_NOT_FOUND = 'Bauleiter nicht gefunden.';
export const MSG_SPECIFICATION_NOT_FOUND = 'Baubeschreibung nicht gefunden.';

/**
 * Property developers (Bauträger). PUT creates or replaces with a client-generated id; DELETE
 * archives instead when a project still refers to the developer. Archived developers are
 * left out of lists but still answer GET by id.
 */
export const propertyDeveloperEndpoints = inEnvironment('ElektroPlanner', {
  list: endpoint<PropertyDeveloper[]>()({
    method: 'GET',
    path: DEVELOPERS,
    query: listQuerySchema(PROPERTY_DEVELOPER_SORT_KEYS),
    paged: true,
  }),
  /** The developers the list shows (search, sort) as .xlsx or CSV. */
  export: listExportEndpoint(`${DEVELOPERS}/export`, listQuerySchema(PROPERTY_DEVELOPER_SORT_KEYS)),
  get: endpoint<PropertyDeveloper>()({ method: 'GET', path: `${DEVELOPERS}/:id`, failures: ['failure/NotFound'] }),
  put: endpoint<PropertyDeveloper>()({ method: 'PUT', permission: 'masterData', path: `${DEVELOPERS}/:id`, body: PropertyDeveloperSchema }),
  delete: endpoint<null>()({ method: 'DELETE', permission: 'masterData', path: `${DEVELOPERS}/:id`, failures: ['failure/NotFound'] }),
});

/** Site managers (Bauleiter) of one developer; unknown developer → failure/NotFound. */
export const contactPersonEndpoints = inEnvironment('ElektroPlanner', {
  list: endpoint<ContactPerson[]>()({
    method: 'GET',
    path: CONTACT_PERSONS,
    query: listQuerySchema(CONTACT_PERSON_SORT_KEYS),
    paged: true,
    failures: ['failure/NotFound'],
  }),
  /** The developer's Bauleiter as the list shows them (search, sort) as .xlsx or CSV. */
  export: endpoint<Blob>()({
    method: 'GET',
    permission: 'read',
    path: `${CONTACT_PERSONS}/export`,
    query: exportQuerySchema(listQuerySchema(CONTACT_PERSON_SORT_KEYS)),
    binary: true,
    failures: ['failure/NotFound'],
  }),
  get: endpoint<ContactPerson>()({ method: 'GET', path: `${CONTACT_PERSONS}/:id`, failures: ['failure/NotFound'] }),
  put: endpoint<ContactPerson>()({
    method: 'PUT',
    permission: 'masterData',
    path: `${CONTACT_PERSONS}/:id`,
    body: ContactPersonBodySchema,
    failures: ['failure/NotFound'],
  }),
  delete: endpoint<null>()({ method: 'DELETE', permission: 'masterData', path: `${CONTACT_PERSONS}/:id`, failures: ['failure/NotFound'] }),
});

/** List query of construction specifications: the common list query plus a name filter. */
export const ConstructionSpecificationListQuerySchema = v.object({
  ...listQuerySchema(['Name'] as const).entries,
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
});

/** Construction specifications (Baubeschreibungen) of one developer, each with its room types. */
export const constructionSpecificationEndpoints = inEnvironment('ElektroPlanner', {
  list: endpoint<ConstructionSpecificationSummary[]>()({
    method: 'GET',
    path: SPECIFICATIONS,
    query: ConstructionSpecificationListQuerySchema,
    paged: true,
    failures: ['failure/NotFound'],
  }),
  /** The developer's specifications as the list shows them (name filter, search, sort) as .xlsx or CSV. */
  export: endpoint<Blob>()({
    method: 'GET',
    permission: 'read',
    path: `${SPECIFICATIONS}/export`,
    query: exportQuerySchema(ConstructionSpecificationListQuerySchema),
    binary: true,
    failures: ['failure/NotFound'],
  }),
  get: endpoint<ConstructionSpecification>()({
    method: 'GET',
    path: `${SPECIFICATIONS}/:id`,
    failures: ['failure/NotFound'],
  }),
  /** Unknown installations in the rooms → failure/UnknownComponent. */
  put: endpoint<ConstructionSpecification>()({
    method: 'PUT',
    permission: 'masterData',
    path: `${SPECIFICATIONS}/:id`,
    body: ConstructionSpecificationSchema,
    failures: ['failure/NotFound', 'failure/UnknownComponent'],
  }),
  delete: endpoint<null>()({ method: 'DELETE', permission: 'masterData', path: `${SPECIFICATIONS}/:id`, failures: ['failure/NotFound'] }),
});
