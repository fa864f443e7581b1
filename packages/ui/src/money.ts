export { formatCents } from '@planner/api';

const amountFormat = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `123456` → `1.234,56`, the amount as shown in a money input. */
export function formatEuroAmount(cents: number): string {
  return amountFormat.format(cents / 100);
}

/**
 * Parses euros typed with comma or dot decimals into cents, rounded to whole cents:
 * `12,5` and `12.5` → 1250, `1.234,56` and `1,234.56` → 123456. With both separators the
 * last one is the decimal separator; a separator that occurs several times groups thousands.
 * A lone dot followed by exactly three digits groups thousands as Germans write them
 * (`1.500` → 150000), unless nothing but a zero stands before it (`0.500` → 50).
 * Answers `null` for empty or malformed input.
 */
export function parseEuroToCents(input: string): number | null {
  const match = /^(-?)([\d.,]+)$/.exec(input.replace(/[\s€]/g, ''));
  if (!match) return null;
  const [, sign, amount = ''] = match;

  const separator = decimalSeparatorOf(amount);
  const splitAt = separator ? amount.lastIndexOf(separator) : amount.length;
  const integerDigits = amount.slice(0, splitAt).replace(/[.,]/g, '');
  const fractionDigits = amount.slice(splitAt + 1);
  if (!/^\d*$/.test(fractionDigits) || integerDigits + fractionDigits === '') return null;

  const cents = Number(integerDigits || '0') * 100 + roundedCents(fractionDigits);
  return sign && cents !== 0 ? -cents : cents;
}

function decimalSeparatorOf(amount: string): ',' | '.' | null {
  const lastComma = amount.lastIndexOf(',');
  const lastDot = amount.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) return lastComma > lastDot ? ',' : '.';
  const separator = lastComma >= 0 ? ',' : lastDot >= 0 ? '.' : null;
  if (!separator || amount.indexOf(separator) !== amount.lastIndexOf(separator)) return null;
  return separator === '.' && isGermanThousandsDot(amount, lastDot) ? null : separator;
}

function isGermanThousandsDot(amount: string, dotIndex: number): boolean {
  const integerDigits = amount.slice(0, dotIndex);
  return /^\d{3}$/.test(amount.slice(dotIndex + 1)) && /^[1-9]\d{0,2}$/.test(integerDigits);
}

/** `'5'` → 50, `'505'` → 51: the fraction as cents, rounded half up, computed on digits to avoid float errors. */
function roundedCents(fractionDigits: string): number {
  const whole = Number(fractionDigits.slice(0, 2).padEnd(2, '0'));
  return fractionDigits.charAt(2) >= '5' && fractionDigits.length > 2 ? whole + 1 : whole;
}
