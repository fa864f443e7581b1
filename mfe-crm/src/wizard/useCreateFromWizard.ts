import { randomUuid } from '@planner/api';
import { useDeleteCustomer, useSaveCustomer } from '../customers/useCustomers';
import { useDeleteJobsite, useSaveJobsite } from '../jobsites/useJobsites';
import { useSaveProject } from '../projects/useProjects';
import type { CustomerChoice, JobsiteChoice, ProjectChoice } from './wizardState';

export interface CreatedProject {
  projectId: string;
  configurationId: string;
}

/**
 * Saves the wizard's choices in order: the customer if new, the jobsite if new, then the
 * project. When a later step fails, what the earlier steps created is deleted again, so
 * nothing stays half-created. Resolves to the failure message of a refused step.
 */
export function useCreateFromWizard() {
  const saveCustomer = useSaveCustomer();
  const deleteCustomer = useDeleteCustomer();
  const saveJobsite = useSaveJobsite();
  const deleteJobsite = useDeleteJobsite();
  const saveProject = useSaveProject();

  return async (
    customer: CustomerChoice,
    jobsite: JobsiteChoice,
    project: ProjectChoice,
  ): Promise<CreatedProject | { failure: string | undefined }> => {
    const undo: (() => Promise<unknown>)[] = [];
    const rollBack = async () => {
      for (const step of undo.reverse()) await step();
    };
    try {
      if (customer.kind === 'new') {
        await saveCustomer(customer.customer);
        undo.push(() => deleteCustomer(customer.customer.id));
      }
      if (jobsite.kind === 'new') {
        const { failure } = await saveJobsite(jobsite.jobsite);
        if (failure) {
          await rollBack();
          return { failure: failure.message };
        }
        // Deleting a new customer takes its jobsites along.
        if (customer.kind === 'existing') undo.push(() => deleteJobsite(jobsite.jobsite.id));
      }
      const projectId = randomUuid();
      const configurationId = randomUuid();
      const { failure } = await saveProject({
        id: projectId,
        name: project.name,
        jobsiteId: jobsite.jobsite.id,
        propertyDeveloperType: project.propertyDeveloperType,
        favoriteConfigurationId: configurationId,
      });
      if (failure) {
        await rollBack();
        return { failure: failure.message };
      }
      return { projectId, configurationId };
    } catch (error) {
      await rollBack();
      throw error;
    }
  };
}
