import {
  MSG_CONTACT_PERSON_NOT_FOUND,
  MSG_DEVELOPER_NOT_FOUND,
  MSG_SPECIFICATION_NOT_FOUND,
  constructionSpecificationEndpoints,
  contactPersonEndpoints,
  propertyDeveloperEndpoints,
} from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { withTenant } from '../../db/scopes';
import { registerListExport } from '../../listExport';
import { CONTACT_PERSON_EXPORT } from './contactPersonExport';
import { DEVELOPER_EXPORT } from './developerExport';
import { SPECIFICATION_EXPORT } from './specificationExport';
import type { TenantTransaction } from '../../db/scopes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { failure, paged, success } from '../../http/results';
import type { AppServices } from '../../http/services';
import { assertSameId } from '../../http/idMismatch';
import { deleteContactPerson, findContactPerson, listContactPersons, saveContactPerson } from './contactPersonRepository';
import { deleteDeveloper, developerIsActive, findDeveloper, listDevelopers, saveDeveloper } from './developerRepository';
import {
  componentsUsable,
  deleteSpecification,
  findSpecification,
  listSpecifications,
  saveSpecification,
} from './specificationRepository';

const developerNotFound = () => failure('failure/NotFound', MSG_DEVELOPER_NOT_FOUND);
const contactPersonNotFound = () => failure('failure/NotFound', MSG_CONTACT_PERSON_NOT_FOUND);
/** An export below a developer fails for an unknown or archived developer, as its list does. */
const activeDeveloper = async (trx: TenantTransaction, tenantId: string, { propertyDeveloperId }: { propertyDeveloperId: string }) =>
  (await developerIsActive(trx, tenantId, propertyDeveloperId)) ? null : developerNotFound();

const specificationNotFound = () => failure('failure/NotFound', MSG_SPECIFICATION_NOT_FOUND);

function registerDeveloperRoutes(app: FastifyInstance, { db }: AppServices): void {
  registerEndpoint(app, propertyDeveloperEndpoints.list, async ({ tenantId, query }) => {
    return paged(await withTenant(db, tenantId, (trx) => listDevelopers(trx, tenantId, query)), query);
  });

  registerListExport(app, db, propertyDeveloperEndpoints.export, DEVELOPER_EXPORT, listDevelopers);

  registerEndpoint(app, propertyDeveloperEndpoints.get, async ({ tenantId, params }) => {
    const developer = await withTenant(db, tenantId, (trx) => findDeveloper(trx, tenantId, params.id));
    return developer ? success(developer) : developerNotFound();
  });

  registerEndpoint(app, propertyDeveloperEndpoints.put, async ({ tenantId, params, body }) => {
    assertSameId(params.id, body.id, 'id');
    const developer = await withTenant(db, tenantId, async (trx) => {
      await saveDeveloper(trx, tenantId, body);
      return findDeveloper(trx, tenantId, body.id);
    });
    if (!developer) throw new Error('saved property developer not found');
    return success(developer);
  });

  registerEndpoint(app, propertyDeveloperEndpoints.delete, async ({ tenantId, params }) => {
    const deleted = await withTenant(db, tenantId, (trx) => deleteDeveloper(trx, tenantId, params.id));
    return deleted ? success(null) : developerNotFound();
  });
}

function registerContactPersonRoutes(app: FastifyInstance, { db }: AppServices): void {
  registerEndpoint(app, contactPersonEndpoints.list, async ({ tenantId, params, query }) => {
    const result = await withTenant(db, tenantId, async (trx) =>
      (await developerIsActive(trx, tenantId, params.propertyDeveloperId))
        ? listContactPersons(trx, tenantId, params.propertyDeveloperId, query)
        : undefined,
    );
    if (!result) return developerNotFound();
    return paged(result, query);
  });

  registerListExport(
    app,
    db,
    contactPersonEndpoints.export,
    CONTACT_PERSON_EXPORT,
    (trx, tenantId, query, params) => listContactPersons(trx, tenantId, params.propertyDeveloperId, query),
    activeDeveloper,
  );

  registerEndpoint(app, contactPersonEndpoints.get, async ({ tenantId, params }) => {
    const person = await withTenant(db, tenantId, (trx) =>
      findContactPerson(trx, tenantId, params.propertyDeveloperId, params.id),
    );
    return person ? success(person) : contactPersonNotFound();
  });

  registerEndpoint(app, contactPersonEndpoints.put, async ({ tenantId, params, body: { contactPerson } }) => {
    assertSameId(params.id, contactPerson.id, 'contactPerson.id');
    assertSameId(params.propertyDeveloperId, contactPerson.companyId, 'contactPerson.companyId');
    const saved = await withTenant(db, tenantId, async (trx) => {
      if (!(await developerIsActive(trx, tenantId, contactPerson.companyId))) return developerNotFound();
      if (!(await saveContactPerson(trx, tenantId, contactPerson))) return contactPersonNotFound();
      const person = await findContactPerson(trx, tenantId, contactPerson.companyId, contactPerson.id);
      return person ? success(person) : contactPersonNotFound();
    });
    return saved;
  });

  registerEndpoint(app, contactPersonEndpoints.delete, async ({ tenantId, params }) => {
    const deleted = await withTenant(db, tenantId, (trx) =>
      deleteContactPerson(trx, tenantId, params.propertyDeveloperId, params.id),
    );
    return deleted ? success(null) : contactPersonNotFound();
  });
}

function registerSpecificationRoutes(app: FastifyInstance, { db }: AppServices): void {
  registerEndpoint(app, constructionSpecificationEndpoints.list, async ({ tenantId, params, query }) => {
    const result = await withTenant(db, tenantId, async (trx) =>
      (await developerIsActive(trx, tenantId, params.propertyDeveloperId))
        ? listSpecifications(trx, tenantId, params.propertyDeveloperId, query)
        : undefined,
    );
    if (!result) return developerNotFound();
    return paged(result, query);
  });

  registerListExport(
    app,
    db,
    constructionSpecificationEndpoints.export,
    SPECIFICATION_EXPORT,
    (trx, tenantId, query, params) => listSpecifications(trx, tenantId, params.propertyDeveloperId, query),
    activeDeveloper,
  );

  registerEndpoint(app, constructionSpecificationEndpoints.get, async ({ tenantId, params }) => {
    const specification = await withTenant(db, tenantId, (trx) =>
      findSpecification(trx, tenantId, params.propertyDeveloperId, params.id),
    );
    return specification ? success(specification) : specificationNotFound();
  });

  registerEndpoint(app, constructionSpecificationEndpoints.put, async ({ tenantId, params, body }) => {
    assertSameId(params.id, body.id, 'id');
    assertSameId(params.propertyDeveloperId, body.propertyDeveloperId, 'propertyDeveloperId');
    return withTenant(db, tenantId, async (trx) => {
      if (!(await developerIsActive(trx, tenantId, body.propertyDeveloperId))) return developerNotFound();
      const componentIds = body.roomTypes.flatMap((room) => room.inclusiveComponents.map((c) => c.componentId));
      if (!(await componentsUsable(trx, tenantId, body.id, componentIds))) {
        return failure('failure/UnknownComponent', 'Installation nicht gefunden.');
      }
      if (!(await saveSpecification(trx, tenantId, body))) return specificationNotFound();
      const specification = await findSpecification(trx, tenantId, body.propertyDeveloperId, body.id);
      return specification ? success(specification) : specificationNotFound();
    });
  });

  registerEndpoint(app, constructionSpecificationEndpoints.delete, async ({ tenantId, params }) => {
    const deleted = await withTenant(db, tenantId, (trx) =>
      deleteSpecification(trx, tenantId, params.propertyDeveloperId, params.id),
    );
    return deleted ? success(null) : specificationNotFound();
  });
}

export function registerPropertyDeveloperRoutes(app: FastifyInstance, services: AppServices): void {
  registerDeveloperRoutes(app, services);
  registerContactPersonRoutes(app, services);
  registerSpecificationRoutes(app, services);
}
