/**
 * '22.11.2026, 10:00'. The API client revives ISO timestamps into `Date` objects, although the
 * contract types them as strings, so both are taken.
 */
export function formatDateTime(value: string | Date): string {
  return new Date(value).toLocaleString('de-DE', { dateStyle: 'medium', timeStyle: 'short' });
}
