const dateTimeFormat = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' });

/**
 * `12.05.2026, 14:30`, German time. Timestamps arrive as `Date` (the API client revives ISO
 * timestamps) or as ISO text, so both are taken.
 */
export function formatDateTime(value: Date | string): string {
  return dateTimeFormat.format(new Date(value));
}
