/** German formats of the quote: money '1.234,56 €', dates 'dd.MM.yyyy', days in German local time. */
import { formatGermanDay, germanDay } from '@planner/api';

export { addDays, formatCents, germanDay } from '@planner/api';

const decimal = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });

export const formatDecimal = (value: number): string => decimal.format(value);

/** 'dd.MM.yyyy' of an ISO day or timestamp (timestamps by their German day). */
export function formatDay(isoDayOrTimestamp: string): string {
  return formatGermanDay(isoDayOrTimestamp.length === 10 ? isoDayOrTimestamp : germanDay(new Date(isoDayOrTimestamp)));
}
