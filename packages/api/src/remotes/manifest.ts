import * as v from 'valibot';
import { EnvironmentSchema } from '../auth/schemas';

export const SIDEBAR_SECTIONS = ['Verwaltung', 'Stammdaten', 'Einstellungen'] as const;

export const SidebarEntrySchema = v.object({
  /** `null` places the entry above the sections (e.g. 'Start'). */
  section: v.nullable(v.picklist(SIDEBAR_SECTIONS)),
  label: v.string(),
  path: v.string(),
  /** Name of an @ant-design/icons icon, e.g. `TeamOutlined`. */
  icon: v.string(),
  order: v.number(),
  /** Limits the entry to these environments; the remote's environments otherwise. */
  environments: v.optional(v.array(EnvironmentSchema)),
});
export type SidebarEntry = v.InferOutput<typeof SidebarEntrySchema>;

/**
 * One remote as listed in `/remotes.json`. Route patterns are paths whose segments may be
 * `:params`; `/` matches only the root, every other pattern also matches deeper paths.
 * The most specific matching pattern of all remotes decides which remote owns a URL.
 */
export const RemoteDescriptorSchema = v.object({
  name: v.string(),
  federationName: v.pipe(v.string(), v.regex(/^[A-Za-z_][A-Za-z0-9_]*$/)),
  entry: v.string(),
  routePrefixes: v.array(v.string()),
  environments: v.array(EnvironmentSchema),
  sidebar: v.optional(v.array(SidebarEntrySchema), []),
});
export type RemoteDescriptor = v.InferOutput<typeof RemoteDescriptorSchema>;

export const RemotesManifestSchema = v.array(RemoteDescriptorSchema);

/** Name of the single-spa application every remote exposes, e.g. `mfe_crm/app`. */
export const REMOTE_APP_MODULE = 'app';
