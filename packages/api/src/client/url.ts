import { buildPath } from '../endpoint';

/** `baseUrl` + filled path + query string; `undefined` and `null` query values are left out. */
export function buildUrl(
  baseUrl: string,
  pathTemplate: string,
  params: Record<string, string> | undefined,
  query: Record<string, unknown> | undefined,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      search.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const queryString = search.toString();
  return `${baseUrl}${buildPath(pathTemplate, params)}${queryString ? `?${queryString}` : ''}`;
}
