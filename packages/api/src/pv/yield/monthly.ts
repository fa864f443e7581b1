/**
 * Share of the yearly PV yield per month (January first) in ‰: one typical distribution for Germany
 * and every orientation, set to match the monthly PVGIS results of south-facing planes (ADR 0020).
 */
export const MONTHLY_SHARE_PER_MILLE: readonly number[] = [25, 45, 80, 115, 135, 135, 135, 120, 90, 65, 35, 20];

/**
 * A whole number of kWh split over the months by their shares, each month whole kWh and the months
 * summing to the year exactly (largest remainder).
 */
export function splitOverMonths(kwhPerYear: number): number[] {
  const exact = MONTHLY_SHARE_PER_MILLE.map((share) => (kwhPerYear * share) / 1000);
  const months = exact.map(Math.floor);
  let missing = kwhPerYear - months.reduce((sum, kwh) => sum + kwh, 0);
  const byRemainder = exact.map((kwh, month) => ({ month, remainder: kwh - Math.floor(kwh) })).sort((a, b) => b.remainder - a.remainder || a.month - b.month);
  for (const { month } of byRemainder) {
    if (missing <= 0) break;
    months[month]! += 1;
    missing -= 1;
  }
  return months;
}
