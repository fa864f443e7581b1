const berlin = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** 'Erzeugt am' of the batch header: German time as yyyymmddhhmmss and milliseconds. */
export function batchCreatedAt(instant: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) => berlin.formatToParts(instant).find((p) => p.type === type)?.value ?? '';
  const milliseconds = String(instant.getUTCMilliseconds()).padStart(3, '0');
  return `${part('year')}${part('month')}${part('day')}${part('hour')}${part('minute')}${part('second')}${milliseconds}`;
}
