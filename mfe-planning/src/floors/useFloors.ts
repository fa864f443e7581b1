import { floorEndpoints, randomUuid } from '@planner/api';
import { invalidateEndpoint, invalidatePath, useApiMutation, useApiQuery } from '@planner/platform';
import { refreshConfigurations } from '../configuration/useConfiguration';
import type { PlanFile } from './planFile';

const refresh = () => Promise.all([invalidatePath('/api/electro/floors'), refreshConfigurations()]);

export const useFloors = (configurationId: string) =>
  useApiQuery(floorEndpoints.list, { params: { id: configurationId } }, { throwOnError: false });

/** The structured floor (rooms, placements, lines); the editor needs it only for a floor it never saved. */
export const useFloor = (floorId: string, enabled = true) =>
  useApiQuery(floorEndpoints.get, { params: { floorId } }, { throwOnError: false, enabled });

export const useFloorImage = (floorId: string, enabled: boolean) =>
  useApiQuery(floorEndpoints.getImage, { params: { floorId } }, { throwOnError: false, enabled });

/** The small preview for the floor list; it changes only when a new plan is uploaded. */
export const useFloorPreview = (floorId: string, enabled: boolean) =>
  useApiQuery(
    floorEndpoints.getImagePreview,
    { params: { floorId } },
    { throwOnError: false, enabled, staleTime: Infinity, refetchOnWindowFocus: false },
  );

/**
 * Creates an empty floor, then uploads its plan (and the original PDF); answers the first
 * failure. A plan the server refuses takes its new floor with it, so that no empty floor is
 * left behind.
 */
/** What adding a floor is doing: creating it, then uploading its image and, for a PDF, the PDF. */
export type AddFloorStep = 'floor' | 'image' | 'pdf';

export function useAddFloor(configurationId: string) {
  const put = useApiMutation(floorEndpoints.put);
  const putImage = useApiMutation(floorEndpoints.putImage, {
    onSuccess: (result, { params }) =>
      result.failure ? undefined : invalidateEndpoint(floorEndpoints.getImagePreview, params),
  });
  const putPdf = useApiMutation(floorEndpoints.putPdf);
  const remove = useApiMutation(floorEndpoints.delete);
  const uploadPlan = async (floorId: string, plan: PlanFile, onStep: (step: AddFloorStep) => void) => {
    onStep('image');
    const image = await putImage.mutateAsync({ params: { floorId }, body: plan.image });
    if (image.failure || !plan.pdf) return image.failure;
    onStep('pdf');
    return (await putPdf.mutateAsync({ params: { floorId }, body: plan.pdf })).failure;
  };
  return async (name: string, plan: PlanFile, onStep: (step: AddFloorStep) => void = () => {}) => {
    onStep('floor');
    const floorId = randomUuid();
    const discard = () => remove.mutateAsync({ params: { floorId } }).catch(() => undefined);
    try {
      const created = await put.mutateAsync({
        params: { floorId },
        body: { id: floorId, name, configurationId, rooms: [], placedElectricalComponents: [], connectionLines: [] },
      });
      if (created.failure) return created.failure;
      const failure = await uploadPlan(floorId, plan, onStep).catch(async (error: unknown) => {
        await discard();
        throw error;
      });
      if (failure) await discard();
      return failure;
    } finally {
      await refresh();
    }
  };
}

/** Renames a floor and keeps its structure; an editor's save in between makes it fail instead of being undone. */
export function useRenameFloor() {
  const get = useApiMutation(floorEndpoints.get);
  const put = useApiMutation(floorEndpoints.put, { onSuccess: refresh });
  return async (floorId: string, name: string) => {
    const floor = await get.mutateAsync({ params: { floorId } });
    if (floor.failure) return floor.failure;
    const { id, configurationId, rooms, placedElectricalComponents, connectionLines, planVersion } = floor.data;
    return (
      await put.mutateAsync({
        params: { floorId },
        body: { id, name, configurationId, rooms, placedElectricalComponents, connectionLines, planVersion },
      })
    ).failure;
  };
}

export function useDeleteFloor() {
  const mutation = useApiMutation(floorEndpoints.delete, { onSuccess: refresh });
  return async (floorId: string) => (await mutation.mutateAsync({ params: { floorId } })).failure;
}
