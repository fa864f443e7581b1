import * as v from 'valibot';

export const MSG_INVALID_DATE = 'Bitte geben Sie ein gültiges Datum an.';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whether `yyyy-mm-dd` names a day of the calendar: `2026-02-30`, `2026-13-01` and `2026-00-10` do not. */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** A calendar day as ISO date (`2026-11-22`); every date the contract takes is one. */
export const IsoDate = v.pipe(v.string(MSG_INVALID_DATE), v.check(isCalendarDate, MSG_INVALID_DATE));

const berlinDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (yyyy-mm-dd) of an instant in Germany, where the companies work: their "today". */
export const germanDay = (instant: Date = new Date()): string => berlinDay.format(instant);

/** yyyy-mm-dd plus (or minus) a number of days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 'dd.MM.yyyy' of an ISO day. */
export function formatGermanDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}
