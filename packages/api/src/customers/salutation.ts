import * as v from 'valibot';

/** How a customer is addressed; `null` when not given. */
export const SALUTATIONS = {
  Ms: 'Frau',
  Mr: 'Herr',
  Neutral: 'Divers / neutral',
  Company: 'Firma',
} as const;
export type Salutation = keyof typeof SALUTATIONS;
export const SALUTATION_CODES = Object.keys(SALUTATIONS) as Salutation[];

export const SalutationSchema = v.optional(v.nullable(v.picklist(SALUTATION_CODES, 'Bitte wählen Sie eine Anrede.')), null);

interface Addressee {
  salutation: Salutation | null;
  firstName: string;
  lastName: string;
}

/** The greeting of a letter: 'Sehr geehrte Frau Kraus,', 'Guten Tag Alex Kraus,' or 'Sehr geehrte Damen und Herren,'. */
export function letterGreeting({ salutation, firstName, lastName }: Addressee): string {
  switch (salutation) {
    case 'Ms':
      return `Sehr geehrte Frau ${lastName},`;
    case 'Mr':
      return `Sehr geehrter Herr ${lastName},`;
    case 'Neutral':
      return `Guten Tag ${firstName} ${lastName},`;
    default:
      return 'Sehr geehrte Damen und Herren,';
  }
}

/** The recipient's lines in the address field: 'Frau' / 'Herrn' / 'Firma' above the name (DIN 5008). */
export function recipientNameLines({ salutation, firstName, lastName }: Addressee): string[] {
  const name = `${firstName} ${lastName}`;
  switch (salutation) {
    case 'Ms':
      return ['Frau', name];
    case 'Mr':
      return ['Herrn', name];
    case 'Company':
      return ['Firma', name];
    default:
      return [name];
  }
}

/** 'Frau Lena Kraus', 'Herr Max Muster', or the name alone. */
export function personName({ salutation, firstName, lastName }: Addressee): string {
  const title = salutation === 'Ms' || salutation === 'Mr' ? `${SALUTATIONS[salutation]} ` : '';
  return `${title}${firstName} ${lastName}`;
}
