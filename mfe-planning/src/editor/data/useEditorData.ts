import {
  componentEndpoints,
  constructionSpecificationEndpoints,
  floorEndpoints,
  MSG_FLOOR_NOT_FOUND,
  type ElectricalComponent,
  type Project,
  type RoomType,
} from '@planner/api';
import { callEndpoint, invalidateEndpoint, useApiQuery, useComponentSelector } from '@planner/platform';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { fetchPlanDocument, fetchPlanImage } from './prefetch';

/** Loaded once per visit: the editor owns the document while it is open. */
const ONCE = { staleTime: Infinity, gcTime: 0, refetchOnWindowFocus: false, throwOnError: false } as const;

/** The saved editor document (its `document` is null until the editor saved the floor once). */
export function usePlanDocument(floorId: string) {
  return useQuery({
    queryKey: ['floor-plan-document', floorId],
    queryFn: async ({ signal }) => {
      const saved = await fetchPlanDocument(floorId, signal);
      if (!saved) throw new Error(MSG_FLOOR_NOT_FOUND);
      return saved;
    },
    ...ONCE,
  });
}

export interface PlanImage {
  /** Object URL of the downloaded image. */
  url: string;
  width: number;
  height: number;
}

/** The image's size once the browser has read it; its pixels are decoded only when drawn. */
const imageSize = (url: string) =>
  new Promise<{ width: number; height: number }>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('Der Grundriss konnte nicht gelesen werden.'));
    image.src = url;
  });

/** The plan image with its size in pixels; null when the floor has none. */
export function usePlanImage(floorId: string, hasImage: boolean) {
  const query = useQuery({
    queryKey: ['floor-plan-image', floorId],
    queryFn: ({ signal }) => fetchPlanImage(floorId, signal),
    enabled: hasImage,
    ...ONCE,
  });
  const [image, setImage] = useState<PlanImage | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  useEffect(() => {
    if (!query.data) return;
    const url = URL.createObjectURL(query.data);
    let current = true;
    imageSize(url).then(
      (size) => current && setImage({ url, ...size }),
      () => current && setUnreadable(true),
    );
    return () => {
      current = false;
      URL.revokeObjectURL(url);
    };
  }, [query.data]);
  const failed = unreadable || query.isError || (hasImage && query.data === null);
  return {
    image,
    isPending: hasImage && !failed && image === null,
    failed,
    retry: () => {
      setUnreadable(false);
      void query.refetch();
    },
  };
}

/** Room types of the project's construction specification; null for a private order. */
export function useRoomTypes(project: Project | undefined) {
  const developer = project?.propertyDeveloperType.type === 'DeveloperConstruction' ? project.propertyDeveloperType : null;
  const specification = useApiQuery(
    constructionSpecificationEndpoints.get,
    { params: { propertyDeveloperId: developer?.companyId ?? '', id: developer?.constructionSpecificationId ?? '' } },
    { enabled: developer !== null, throwOnError: false },
  );
  const roomTypes: RoomType[] | null = developer ? (specification.data?.roomTypes ?? []) : null;
  return { roomTypes, isPending: developer !== null && specification.isPending, failed: specification.failure !== undefined };
}

export const useQuoteInfo = (floorId: string) =>
  useApiQuery(floorEndpoints.quoteInfo, { params: { floorId } }, { throwOnError: false });

export const refreshQuoteInfo = (floorId: string) => invalidateEndpoint(floorEndpoints.quoteInfo, { floorId });

/** Kept by reference while the results stay the same, so the canvas does not redraw every icon. */
const successfulComponents = (results: { data?: { type: string; data?: unknown } }[]) =>
  results.flatMap((result) => (result.data?.type === 'success' ? [result.data.data as ElectricalComponent] : []));

/**
 * The installation types to choose from, and by id every type drawn on the plan: placed
 * types that were archived since are not in the catalogue but still need their icon.
 */
export function useCatalogue(placedComponentIds: readonly string[]) {
  const selector = useComponentSelector();
  const known = useMemo(() => new Set(selector.items.map((c) => c.id)), [selector.items]);
  const missing = selector.isPending ? [] : placedComponentIds.filter((id) => !known.has(id));
  const archived = useQueries({
    queries: missing.map((id) => ({
      queryKey: [componentEndpoints.get.path, { id }, null],
      queryFn: ({ signal }: { signal: AbortSignal }) => callEndpoint(componentEndpoints.get, { params: { id }, signal }),
      staleTime: Infinity,
      throwOnError: false,
    })),
    combine: successfulComponents,
  });
  const byId = useMemo(() => {
    const map = new Map<string, ElectricalComponent>();
    for (const component of [...selector.items, ...archived]) map.set(component.id, component);
    return map;
  }, [selector.items, archived]);
  return { components: selector.items, byId, isPending: selector.isPending };
}
