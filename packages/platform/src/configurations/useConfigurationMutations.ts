import {
  configurationEndpoints,
  projectEndpoints,
  quoteEndpoints,
  type ConfigurationStatusChange,
  type Project,
  type PutConfigurationInput,
  type SettableQuoteStatus,
} from '@planner/api';
import { invalidatePath } from '../queryKeys';
import { useApiMutation } from '../useApiMutation';
import { useApiQuery } from '../useApiQuery';

/** Every view of quotes: the configuration pages, the projects (favorite, counts) and the quotes list. */
export const refreshQuotes = () =>
  Promise.all([
    invalidatePath('/api/electro/configurations'),
    invalidatePath('/api/electro/projects'),
    invalidatePath('/api/electro/quotes'),
  ]);

/** The quotes of a project, for its quote table and the quote switcher. */
export const useProjectConfigurations = (projectId: string) =>
  useApiQuery(configurationEndpoints.byProject, { params: { id: projectId } }, { throwOnError: false });

/**
 * The changes a user makes to a project's quote, shared by the project page and the
 * configuration page. Each call answers `{ data }` or `{ failure }` and refreshes every quote view.
 */
export function useConfigurationMutations() {
  const put = useApiMutation(configurationEndpoints.put, { onSuccess: refreshQuotes });
  const clone = useApiMutation(configurationEndpoints.clone, { onSuccess: refreshQuotes });
  const remove = useApiMutation(configurationEndpoints.delete, { onSuccess: refreshQuotes });
  const saveProject = useApiMutation(projectEndpoints.put, { onSuccess: refreshQuotes });
  const status = useApiMutation(quoteEndpoints.setStatus, { onSuccess: refreshQuotes });
  const quoteStatus = useApiMutation(quoteEndpoints.setQuoteStatus, { onSuccess: refreshQuotes });

  return {
    /** Creates a quote of the project (with a new id) or renames one. */
    save: (configuration: PutConfigurationInput) =>
      put.mutateAsync({ params: { id: configuration.id }, body: configuration }),
    /** Answers the id of the copy, an editable quote even when the original is finalized. */
    copy: (id: string, name: string) => clone.mutateAsync({ params: { id }, body: { name } }),
    delete: (id: string) => remove.mutateAsync({ params: { id } }),
    /** The favorite is set through the project's PUT, as the contract has it. */
    markFavorite: (project: Project, configurationId: string) =>
      saveProject.mutateAsync({
        params: { id: project.id },
        body: {
          id: project.id,
          name: project.name,
          jobsiteId: project.jobsiteId,
          propertyDeveloperType: project.propertyDeveloperType,
          favoriteConfigurationId: configurationId,
        },
      }),
    /** InProgress ⇄ InReview, before the quote is finalized. */
    setStatus: (id: string, next: ConfigurationStatusChange['status']) =>
      status.mutateAsync({ params: { id }, body: { status: next } }),
    /** Marks a finalized quote as sent, records the customer's answer, or goes back to Sent. */
    setQuoteStatus: (id: string, next: SettableQuoteStatus) =>
      quoteStatus.mutateAsync({ params: { id }, body: { quoteStatus: next } }),
  };
}
