const dateFormat = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' });

/**
 * `02.03.2026`. Timestamps arrive as Date (the API client revives them); plain ISO dates
 * (`2026-04-01`) stay strings and are read without a time zone shift.
 */
export function formatDate(value: Date | string): string {
  if (typeof value === 'string') {
    const plainDate = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (plainDate) return `${plainDate[3]}.${plainDate[2]}.${plainDate[1]}`;
  }
  return dateFormat.format(new Date(value));
}
