/** 'dd.MM.yyyy' of an ISO day, or of a timestamp by its German day. */
export const day = (iso: string) =>
  iso.length === 10
    ? iso.split('-').reverse().join('.')
    : new Date(iso).toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' });

/** Date and time in German time, e.g. '27.11.2026, 14:05'. */
export const dayAndTime = (iso: string) =>
  new Date(iso).toLocaleString('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' });
