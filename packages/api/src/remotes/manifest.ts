import * as v from 'valibot';
import { PERMISSIONS } from '../team/roles';
import { EnvironmentSchema } from '../auth/schemas';

export const SIDEBAR_SECTIONS = ['Verwaltung', 'Stammdaten', 'Einstellungen'] as const;

/** The shared packages whose versions a remote and the shell must agree on. */
export const CONTRACT_PACKAGES = ['@planner/api', '@planner/platform', '@planner/ui'] as const;
export type ContractPackage = (typeof CONTRACT_PACKAGES)[number];

const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
/** A caret, tilde, exact or `>=` range as the builds write them, e.g. `^1.2.0`. */
const VERSION_RANGE = /^(?:\^|~|>=)?\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
const SVG_PATH_DATA = /^[MmLlHhVvCcSsQqTtAaZz0-9\s.,eE+-]+$/;

/**
 * A sidebar icon as SVG data, which the remote's build takes from @ant-design/icons-svg: the
 * shell draws any icon a remote brings without knowing its name, and nothing but path data
 * reaches the page.
 */
export const SidebarIconSchema = v.object({
  viewBox: v.pipe(v.string(), v.regex(/^-?[\d.]+ -?[\d.]+ [\d.]+ [\d.]+$/)),
  paths: v.pipe(v.array(v.pipe(v.string(), v.maxLength(20_000), v.regex(SVG_PATH_DATA))), v.minLength(1), v.maxLength(20)),
});
export type SidebarIcon = v.InferOutput<typeof SidebarIconSchema>;

export const SidebarEntrySchema = v.object({
  /** `null` places the entry above the sections (e.g. 'Start'). */
  section: v.nullable(v.picklist(SIDEBAR_SECTIONS)),
  label: v.pipe(v.string(), v.minLength(1), v.maxLength(60)),
  path: v.pipe(v.string(), v.startsWith('/')),
  icon: SidebarIconSchema,
  order: v.number(),
  /** Limits the entry to these environments; the remote's environments otherwise. */
  environments: v.optional(v.array(EnvironmentSchema)),
  /** Shows the entry only to users whose roles grant this permission (e.g. 'Benutzer' to owners). */
  permission: v.optional(v.picklist(PERMISSIONS)),
});
export type SidebarEntry = v.InferOutput<typeof SidebarEntrySchema>;

/** Where a remote's `remoteEntry.js` is: a path on this server or an http(s) URL, e.g. a CDN. */
const RemoteEntrySchema = v.union([
  v.pipe(v.string(), v.regex(/^\/[^/]/)),
  v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//)),
]);

export const RemoteContractSchema = v.object({
  '@planner/api': v.pipe(v.string(), v.regex(VERSION_RANGE)),
  '@planner/platform': v.pipe(v.string(), v.regex(VERSION_RANGE)),
  '@planner/ui': v.pipe(v.string(), v.regex(VERSION_RANGE)),
});
export type RemoteContract = v.InferOutput<typeof RemoteContractSchema>;

/**
 * One remote as listed in `/remotes.json`. Route patterns are paths whose segments may be
 * `:params`; `/` matches only the root, every other pattern also matches deeper paths.
 * The most specific matching pattern of all remotes decides which remote owns a URL.
 */
export const RemoteDescriptorSchema = v.object({
  name: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,62}$/)),
  /** What users call this area, e.g. in the notice about a new version. */
  title: v.pipe(v.string(), v.minLength(1), v.maxLength(60)),
  version: v.pipe(v.string(), v.regex(SEMVER)),
  /** The versions of the shared packages the remote was built against. */
  contract: RemoteContractSchema,
  federationName: v.pipe(v.string(), v.regex(/^[A-Za-z_][A-Za-z0-9_]*$/)),
  entry: RemoteEntrySchema,
  routePrefixes: v.array(v.pipe(v.string(), v.startsWith('/'))),
  environments: v.array(EnvironmentSchema),
  sidebar: v.optional(v.array(SidebarEntrySchema), []),
});
export type RemoteDescriptor = v.InferOutput<typeof RemoteDescriptorSchema>;

export interface RejectedRemoteEntry {
  /** Position in the manifest. */
  index: number;
  /** The entry's `name`, where it has one. */
  name: string | null;
  problems: string[];
}

export interface ParsedRemotesManifest {
  remotes: RemoteDescriptor[];
  rejected: RejectedRemoteEntry[];
}

const nameOf = (entry: unknown): string | null =>
  typeof entry === 'object' && entry !== null && 'name' in entry && typeof entry.name === 'string' ? entry.name : null;

/**
 * Reads a remotes manifest entry by entry: a bad entry (or a second one of the same name or
 * federation name) is rejected on its own, so one mistake never takes the other remotes down.
 */
export function parseRemotesManifest(input: unknown): ParsedRemotesManifest {
  if (!Array.isArray(input)) {
    return { remotes: [], rejected: [{ index: -1, name: null, problems: ['the manifest is not a JSON array'] }] };
  }
  const remotes: RemoteDescriptor[] = [];
  const rejected: RejectedRemoteEntry[] = [];
  for (const [index, entry] of input.entries()) {
    const result = v.safeParse(RemoteDescriptorSchema, entry);
    if (!result.success) {
      const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(entry)'}: ${issue.message}`);
      rejected.push({ index, name: nameOf(entry), problems });
      continue;
    }
    const remote = result.output;
    const clash = remotes.find((other) => other.name === remote.name || other.federationName === remote.federationName);
    if (clash) {
      rejected.push({ index, name: remote.name, problems: [`name or federationName already used by ${clash.name}`] });
      continue;
    }
    remotes.push(remote);
  }
  return { remotes, rejected };
}

/** Name of the single-spa application every remote exposes, e.g. `mfe_crm/app`. */
export const REMOTE_APP_MODULE = 'app';
