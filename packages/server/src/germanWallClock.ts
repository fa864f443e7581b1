const berlin = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock time in Germany, where the companies work, of an instant: year, month, day, hour, minute, second. */
export function germanWallClock(instant: Date | string): [number, number, number, number, number, number] {
  const parts = Object.fromEntries(berlin.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return [parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second].map(Number) as [number, number, number, number, number, number];
}
