/** int8 (counts, bigint columns) and numeric (sums): parsed into JS numbers on both drivers. */
export const NUMBER_TYPE_OIDS: readonly number[] = [20, 1700];

/** Counts, sums and bigint columns stay far below 2^53 (money is in cents). */
export const parseNumber = (value: string): number => Number(value);
