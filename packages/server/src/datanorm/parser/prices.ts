/** A DATANORM price unit: the quantity the price is given for. */
export type PriceUnit = 1 | 10 | 100 | 1000;

/**
 * The price of one unit in cents from the price of `priceUnit` units, rounded half up
 * (0.5 cent and more up, below down), exactly in integers.
 */
export function unitPriceCents(priceCents: number, priceUnit: PriceUnit): number {
  const doubled = 2n * BigInt(priceCents) + BigInt(priceUnit);
  return Number(doubled / (2n * BigInt(priceUnit)));
}
