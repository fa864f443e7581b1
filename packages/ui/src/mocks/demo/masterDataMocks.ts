import {
  additionalInstallationEndpoints,
  componentEndpoints,
  constructionSpecificationEndpoints,
  contactPersonEndpoints,
  propertyDeveloperEndpoints,
  type ConstructionSpecification,
} from '@planner/api';
import { mockEndpoint, mockFailure } from '../mockEndpoint';
import type { DemoCompany } from './company';
import { parsedBody } from './parsedBody';
import { listRows, removeRow, saveRow } from './rows';

const notFound = (message: string) => mockFailure('failure/NotFound', message, 404);
const sortedBy = <T>(query: URLSearchParams, key: string, byPrice: (row: T) => number) => (rows: T[]) =>
  query.get('sortBy') === key ? rows.sort((a, b) => (query.get('sortOrder') === 'Desc' ? -1 : 1) * (byPrice(a) - byPrice(b))) : rows;

/** Property developers with their site managers and construction specifications, in memory. */
function developerMocks(company: DemoCompany) {
  const specification = (id: string): ConstructionSpecification | undefined => {
    const stored = company.specifications.find((row) => row.id === id);
    if (!stored) return undefined;
    const roomTypes = stored.roomTypes.map((room) => ({
      ...room,
      inclusiveComponents: room.inclusiveComponents.map(({ componentId, amount }) => {
        const component = company.components.find((row) => row.id === componentId);
        return { componentId, amount, componentLabel: component?.label ?? 'Gelöschte Installation', componentDeleted: !component || component.archived };
      }),
    }));
    return { ...stored, roomTypes };
  };
  return [
    mockEndpoint(propertyDeveloperEndpoints.list, ({ query }) => listRows(company.developers, query, (row) => row.name)),
    mockEndpoint(propertyDeveloperEndpoints.get, ({ params }) => company.developers.find((row) => row.id === params.id) ?? notFound('Bauträger nicht gefunden.')),
    mockEndpoint(propertyDeveloperEndpoints.put, ({ body }) => {
      const developer = parsedBody(propertyDeveloperEndpoints.put, body);
      return developer instanceof Response ? developer : saveRow(company.developers, { ...developer, namespace: developer.name });
    }),
    mockEndpoint(propertyDeveloperEndpoints.delete, ({ params }) => (removeRow(company.developers, params.id) ? null : notFound('Bauträger nicht gefunden.'))),

    mockEndpoint(contactPersonEndpoints.list, ({ params, query }) =>
      listRows(company.contactPersons.filter((row) => row.companyId === params.propertyDeveloperId), query, (row) => `${row.lastName} ${row.firstName}`),
    ),
    mockEndpoint(contactPersonEndpoints.get, ({ params }) => company.contactPersons.find((row) => row.id === params.id) ?? notFound('Bauleiter nicht gefunden.')),
    mockEndpoint(contactPersonEndpoints.put, ({ body }) => {
      const saved = parsedBody(contactPersonEndpoints.put, body);
      return saved instanceof Response ? saved : saveRow(company.contactPersons, saved.contactPerson);
    }),
    mockEndpoint(contactPersonEndpoints.delete, ({ params }) => (removeRow(company.contactPersons, params.id) ? null : notFound('Bauleiter nicht gefunden.'))),

    mockEndpoint(constructionSpecificationEndpoints.list, ({ params, query }) =>
      listRows(company.specifications.filter((row) => row.propertyDeveloperId === params.propertyDeveloperId), query, (row) => row.name, 'name').map(
        ({ roomTypes, ...summary }) => ({ ...summary, roomTypesCount: roomTypes.length }),
      ),
    ),
    mockEndpoint(constructionSpecificationEndpoints.get, ({ params }) => specification(params.id) ?? notFound('Baubeschreibung nicht gefunden.')),
    mockEndpoint(constructionSpecificationEndpoints.put, ({ body }) => {
      const saved = parsedBody(constructionSpecificationEndpoints.put, body);
      if (saved instanceof Response) return saved;
      saveRow(company.specifications, saved);
      return specification(saved.id) ?? notFound('Baubeschreibung nicht gefunden.');
    }),
    mockEndpoint(constructionSpecificationEndpoints.delete, ({ params }) =>
      removeRow(company.specifications, params.id) ? null : notFound('Baubeschreibung nicht gefunden.'),
    ),
  ];
}

/** Installations (electrical components) and additional installations, in memory. */
function catalogueMocks(company: DemoCompany) {
  return [
    mockEndpoint(componentEndpoints.list, ({ query }) =>
      sortedBy(query, 'Price', (row: (typeof company.components)[number]) => row.price)(
        listRows(company.components.filter((row) => !row.archived), query, (row) => row.label, 'label'),
      ),
    ),
    mockEndpoint(componentEndpoints.tags, () => [
      ...new Map(company.components.flatMap((row) => row.tags.tags).map((tag) => [tag.id, tag])).values(),
    ]),
    mockEndpoint(componentEndpoints.get, ({ params }) => company.components.find((row) => row.id === params.id) ?? notFound('Fehler beim Laden des Bauteils.')),
    mockEndpoint(componentEndpoints.put, ({ body }) => {
      const saved = parsedBody(componentEndpoints.put, body);
      if (saved instanceof Response) return saved;
      const { component } = saved;
      return saveRow(company.components, { ...component, icon: component.icon ?? '', archived: false });
    }),
    mockEndpoint(componentEndpoints.delete, ({ params }) => (removeRow(company.components, params.id) ? null : notFound('Fehler beim Laden des Bauteils.'))),

    mockEndpoint(additionalInstallationEndpoints.list, ({ query }) =>
      sortedBy(query, 'Price', (row: (typeof company.additionalInstallations)[number]) => row.price)(
        listRows(company.additionalInstallations.filter((row) => !row.archived), query, (row) => row.title, 'title'),
      ),
    ),
    mockEndpoint(additionalInstallationEndpoints.get, ({ params }) =>
      company.additionalInstallations.find((row) => row.id === params.id) ?? notFound('Zusatzinstallation nicht gefunden.'),
    ),
    mockEndpoint(additionalInstallationEndpoints.put, ({ body }) => {
      const saved = parsedBody(additionalInstallationEndpoints.put, body);
      return saved instanceof Response ? saved : saveRow(company.additionalInstallations, { ...saved.additionalInstallation, archived: false });
    }),
    mockEndpoint(additionalInstallationEndpoints.delete, ({ params }) =>
      removeRow(company.additionalInstallations, params.id) ? null : notFound('Zusatzinstallation nicht gefunden.'),
    ),
  ];
}

/** The demo company's master data, read and written in memory (the master data remote, read by CRM and planning). */
export const masterDataMocks = (company: DemoCompany) => [...developerMocks(company), ...catalogueMocks(company)];
