import { germanWallClock } from '../germanWallClock';

const digits = (value: number, count = 2) => String(value).padStart(count, '0');

/** 'Erzeugt am' of the batch header: German time as yyyymmddhhmmss and milliseconds. */
export function batchCreatedAt(instant: Date): string {
  const [year, month, day, hour, minute, second] = germanWallClock(instant);
  return `${digits(year, 4)}${digits(month)}${digits(day)}${digits(hour)}${digits(minute)}${digits(second)}${digits(instant.getUTCMilliseconds(), 3)}`;
}
