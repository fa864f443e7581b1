import { configurationEndpoints, projectEndpoints, type ConfigurationPreview, type Project } from '@planner/api';
import { mockEndpoint, mockFailure } from '../mockEndpoint';
import type { DemoCompany } from './company';
import { parsedBody } from './parsedBody';
import { listRows, removeRow, saveRow } from './rows';

const NOT_FOUND = () => mockFailure('failure/NotFound', 'Projekt nicht gefunden.', 404);
const archivedAsked = (query: URLSearchParams) => query.get('archived') === 'true';
const projectText = (project: Project) => `${project.name} ${project.jobsite.customer.lastName} ${project.jobsite.location.city}`;

const newQuote = (id: string, projectId: string, name: string): ConfigurationPreview => ({
  type: 'ElectroProjectConfigurationPreviewWithoutQuote',
  id,
  projectId,
  name,
  isFavorite: false,
  status: { type: 'InProgress' },
  quoteStatus: null,
  floorsCount: 0,
  roomsCount: 0,
  electricalComponentsCount: 0,
  totalPrice: 0,
});

/** Projects and their quotes (configurations) of the demo company, read and written in memory. */
export function projectMocks(company: DemoCompany) {
  const setArchived = (id: string, archived: boolean) => {
    const stored = company.projects.find((row) => row.id === id);
    if (stored) stored.archived = archived;
    return company.project(id) ?? NOT_FOUND();
  };
  return [
    mockEndpoint(projectEndpoints.list, ({ query }) =>
      listRows(company.allProjects().filter((project) => project.archived === archivedAsked(query)), query, projectText),
    ),
    mockEndpoint(projectEndpoints.favorites, () => company.allProjects().filter((project) => !project.archived)),
    mockEndpoint(projectEndpoints.byCustomer, ({ params, query }) =>
      listRows(company.allProjects().filter((project) => project.jobsite.customer.id === params.id), query, projectText),
    ),
    mockEndpoint(projectEndpoints.get, ({ params }) => company.project(params.id) ?? NOT_FOUND()),
    mockEndpoint(projectEndpoints.put, ({ body }) => {
      const project = parsedBody(projectEndpoints.put, body);
      if (project instanceof Response) return project;
      const favoriteId = project.favoriteConfigurationId;
      if (favoriteId && !company.configuration(favoriteId)) company.configurations.push({ ...newQuote(favoriteId, project.id, 'Angebot 1'), isFavorite: true });
      const archived = company.projects.find((row) => row.id === project.id)?.archived ?? false;
      saveRow(company.projects, { ...project, favoriteConfigurationId: favoriteId ?? '', archived });
      return company.project(project.id) ?? NOT_FOUND();
    }),
    mockEndpoint(projectEndpoints.archive, ({ params }) => setArchived(params.id, true)),
    mockEndpoint(projectEndpoints.restore, ({ params }) => setArchived(params.id, false)),
    mockEndpoint(projectEndpoints.delete, ({ params }) => {
      if (company.configurations.some((row) => row.projectId === params.id && row.quoteStatus)) {
        return mockFailure('failure/HasFinalizedQuotes', 'Ein Projekt mit fertiggestellten Angeboten kann nur archiviert werden.', 409);
      }
      company.configurations = company.configurations.filter((row) => row.projectId !== params.id);
      return removeRow(company.projects, params.id) ? null : NOT_FOUND();
    }),
    mockEndpoint(configurationEndpoints.get, ({ params }) => company.configuration(params.id) ?? mockFailure('failure/NotFound', 'Angebot nicht gefunden.', 404)),
    mockEndpoint(configurationEndpoints.byProject, ({ params }) => company.configurations.filter((row) => row.projectId === params.id)),
    mockEndpoint(configurationEndpoints.put, ({ body }) => {
      const fields = parsedBody(configurationEndpoints.put, body);
      if (fields instanceof Response) return fields;
      const existing = company.configuration(fields.id);
      return saveRow(company.configurations, { ...(existing ?? newQuote(fields.id, fields.projectId, fields.name)), name: fields.name });
    }),
  ];
}
