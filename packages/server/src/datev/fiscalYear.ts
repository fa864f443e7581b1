const pad = (value: number) => String(value).padStart(2, '0');

/** The first day of the fiscal year that holds `day`, for a fiscal year beginning on the first of `startMonth`. */
export function fiscalYearStartOf(day: string, startMonth: number): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return `${month >= startMonth ? year : year - 1}-${pad(startMonth)}-01`;
}

/** A batch covers one fiscal year at most: both ends of the period lie in the same one. */
export const inOneFiscalYear = (from: string, to: string, startMonth: number) =>
  fiscalYearStartOf(from, startMonth) === fiscalYearStartOf(to, startMonth);
