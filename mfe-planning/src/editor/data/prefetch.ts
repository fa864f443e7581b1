import { floorEndpoints, type SavedPlanDocument } from '@planner/api';
import { callEndpoint } from '@planner/platform';

/** The plan image: its data, or null when the floor has none. */
export type PlanImageBlob = Blob | null;

const documents = new Map<string, Promise<SavedPlanDocument | null>>();
const images = new Map<string, Promise<PlanImageBlob>>();

const loadDocument = async (floorId: string, signal?: AbortSignal) => {
  const result = await callEndpoint(floorEndpoints.getPlanDocument, { params: { floorId }, signal });
  return result.type === 'success' ? result.data : null;
};

const loadImage = async (floorId: string, signal?: AbortSignal) => {
  const result = await callEndpoint(floorEndpoints.getImage, { params: { floorId }, signal });
  return result.type === 'success' ? result.data : null;
};

/**
 * Starts loading the editor's document and plan image while the page still loads the floor,
 * instead of after it. Each is taken by the editor once, so a later visit loads them afresh.
 */
export function prefetchEditorData(floorId: string) {
  if (!documents.has(floorId)) documents.set(floorId, loadDocument(floorId).catch(() => null));
  if (!images.has(floorId)) images.set(floorId, loadImage(floorId).catch(() => null));
}

const take = <T>(cache: Map<string, Promise<T>>, floorId: string) => {
  const prefetched = cache.get(floorId);
  cache.delete(floorId);
  return prefetched;
};

/** The editor document: prefetched, or loaded now (also when prefetching failed). */
export async function fetchPlanDocument(floorId: string, signal?: AbortSignal): Promise<SavedPlanDocument | null> {
  return (await take(documents, floorId)) ?? loadDocument(floorId, signal);
}

export async function fetchPlanImage(floorId: string, signal?: AbortSignal): Promise<PlanImageBlob> {
  return (await take(images, floorId)) ?? loadImage(floorId, signal);
}

/** Forgets what was prefetched for a floor, e.g. when the page was left before the editor opened. */
export function dropPrefetched(floorId: string) {
  documents.delete(floorId);
  images.delete(floorId);
}
