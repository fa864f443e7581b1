/**
 * Where a customer receives e-invoices (XRechnung BT-49): an e-mail address, by default the
 * customer's own, or for public-sector buyers their Leitweg-ID.
 */
export const E_INVOICE_SCHEMES = ['Email', 'LeitwegId'] as const;
export type EInvoiceScheme = (typeof E_INVOICE_SCHEMES)[number];
export const E_INVOICE_SCHEME_LABELS: Record<EInvoiceScheme, string> = {
  Email: 'E-Mail',
  LeitwegId: 'Leitweg-ID (öffentlicher Auftraggeber)',
};

export const MSG_LEITWEG_ID = 'Bitte geben Sie eine gültige Leitweg-ID ein, z. B. 04011000-12345-03.';

/** Grobadressierung (2–12 digits), optional Feinadressierung (up to 30 letters or digits), check digits. */
const LEITWEG_ID = /^\d{2,12}(-[A-Z\d]{1,30})?-\d{2}$/i;

/** The check digits of a Leitweg-ID follow ISO 7064 MOD 97-10, as an IBAN's do (letters count 10 to 35). */
function hasValidCheckDigits(id: string): boolean {
  const digits = [...id.replace(/-/g, '').toUpperCase()].map((char) => (/\d/.test(char) ? char : String(char.charCodeAt(0) - 55))).join('');
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

export const isLeitwegId = (id: string) => LEITWEG_ID.test(id) && hasValidCheckDigits(id);

/** An electronic address as EN 16931 names it: the scheme (EAS code list: 'EM' e-mail, '0204' Leitweg-ID) and the address. */
export interface ElectronicAddress {
  scheme: 'EM' | '0204';
  id: string;
}

interface EInvoiceRecipient {
  email: string | null;
  eInvoiceScheme: EInvoiceScheme;
  eInvoiceAddress: string;
}

/** The customer's e-invoice address: the Leitweg-ID, the e-invoice e-mail, else the customer's e-mail; `null` if none. */
export function eInvoiceAddressOf(customer: EInvoiceRecipient): ElectronicAddress | null {
  const address = customer.eInvoiceAddress.trim();
  if (customer.eInvoiceScheme === 'LeitwegId') return address ? { scheme: '0204', id: address } : null;
  const mail = address || (customer.email ?? '').trim();
  return mail ? { scheme: 'EM', id: mail } : null;
}
