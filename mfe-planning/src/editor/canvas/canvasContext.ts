import { createContext } from 'react';

/** An installation type as the canvas draws it. */
export interface CatalogueEntry {
  label: string;
  /** URL of the icon: an object URL shared by every installation of the type (see useIconUrls). */
  icon: string;
}

/** Installation types by id, for the icons on the plan. */
export const CatalogueContext = createContext<ReadonlyMap<string, CatalogueEntry>>(new Map());

/** The plan image as an object URL: the API needs authentication, so an <img> cannot load its path itself. */
export const PlanImageUrlContext = createContext<string | undefined>(undefined);
