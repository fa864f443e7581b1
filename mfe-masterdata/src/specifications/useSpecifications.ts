import {
  constructionSpecificationEndpoints,
  type ConstructionSpecification,
  type ConstructionSpecificationInput,
} from '@planner/api';
import { invalidateEndpoint, listQueryOptions, useApiMutation, useApiQuery } from '@planner/platform';

/** The order the table shows, its export's too. */
export const SPECIFICATION_ORDER = { sortBy: 'Name', sortOrder: 'Asc' } as const;

interface Page {
  pageIndex: number;
  pageSize: number;
}

export function useSpecificationList(propertyDeveloperId: string, page: Page) {
  return useApiQuery(
    constructionSpecificationEndpoints.list,
    { params: { propertyDeveloperId }, query: { ...page, ...SPECIFICATION_ORDER } },
    listQueryOptions,
  );
}

export function useSpecification(propertyDeveloperId: string, id: string) {
  return useApiQuery(constructionSpecificationEndpoints.get, { params: { propertyDeveloperId, id } });
}

/** The specification as PUT body: rooms with their installations, without display labels. */
export function toSpecificationInput(specification: ConstructionSpecification): ConstructionSpecificationInput {
  return {
    ...specification,
    roomTypes: specification.roomTypes.map((room) => ({
      id: room.id,
      name: room.name,
      inclusiveComponents: room.inclusiveComponents.map(({ componentId, amount }) => ({ componentId, amount })),
    })),
  };
}

const refresh = (propertyDeveloperId: string) =>
  Promise.all([
    invalidateEndpoint(constructionSpecificationEndpoints.list, { propertyDeveloperId }),
    invalidateEndpoint(constructionSpecificationEndpoints.get),
  ]);

/** Saves the whole specification including its rooms. */
export function useSaveSpecification() {
  const mutation = useApiMutation(constructionSpecificationEndpoints.put, {
    onSuccess: (_result, { params }) => refresh(params.propertyDeveloperId),
  });
  return (specification: ConstructionSpecificationInput) =>
    mutation.mutateAsync({
      params: { propertyDeveloperId: specification.propertyDeveloperId, id: specification.id },
      body: specification,
    });
}

/** Deletes a specification; like a developer's deletion, the caller leaves the page without waiting for the refresh. */
export function useDeleteSpecification() {
  const mutation = useApiMutation(constructionSpecificationEndpoints.delete, {
    onSuccess: (_result, { params }) => void refresh(params.propertyDeveloperId),
  });
  return (specification: Pick<ConstructionSpecification, 'id' | 'propertyDeveloperId'>) =>
    mutation.mutateAsync({
      params: { propertyDeveloperId: specification.propertyDeveloperId, id: specification.id },
    });
}
