import { pngDataUrlBytes, type ElectricalComponent } from '@planner/api';
import { useMemo } from 'react';
import type { CatalogueEntry } from './canvasContext';

/**
 * Object URLs of the icons shown so far, by data URL. They are few (one per installation type
 * and icon version) and small, so they are kept for the page's lifetime and shared by every
 * visit of the editor.
 */
const iconUrls = new Map<string, string>();

function iconUrl(dataUrl: string): string {
  let url = iconUrls.get(dataUrl);
  if (!url) {
    url = URL.createObjectURL(new Blob([pngDataUrlBytes(dataUrl) as BlobPart], { type: 'image/png' }));
    iconUrls.set(dataUrl, url);
  }
  return url;
}

/**
 * The canvas entry of every installation type, its icon as an object URL. A floor shows
 * thousands of installations of a few types: with the icon's data URL each of them would
 * carry a copy of the picture in its `src`.
 */
export function useIconUrls(componentsById: ReadonlyMap<string, ElectricalComponent>): ReadonlyMap<string, CatalogueEntry> {
  return useMemo(() => {
    const entries = new Map<string, CatalogueEntry>();
    for (const [id, component] of componentsById) entries.set(id, { label: component.label, icon: iconUrl(component.icon) });
    return entries;
  }, [componentsById]);
}
