import {
  DEFAULT_BILLING_UNIT,
  DEFAULT_LABOUR_SHARE_BASIS_POINTS,
  DEFAULT_LEGAL_FORM,
  isVatId,
  VAT_CATEGORIES,
  type CompanyLegalInformation,
} from '@planner/api';
import { readStoredFloors, type StoredFloors } from '../pricing';
import type { QuoteSnapshot } from './tables';

/** Company legal data as quotes frozen before the legal form froze it: the four fields of a GmbH. */
interface LegalInformationBeforeLegalForm {
  director: string;
  taxId: string;
  registerCourt: string;
  registrationNumber: string;
}

type AdditionalInstallationLine = QuoteSnapshot['additionalInstallations'][number];
type CheckoutLine = QuoteSnapshot['checkout'][number];

/** A snapshot as stored: frozen by this version or an earlier one. */
export type StoredQuoteSnapshot = Omit<
  QuoteSnapshot,
  'company' | 'customer' | 'floors' | 'additionalInstallations' | 'checkout' | 'terms' | 'vatBreakdown' | 'pv'
> & {
  /** Missing before quotes had PV positions. */
  pv?: QuoteSnapshot['pv'];
  /** Missing before quotes computed VAT per rate: then all lines were at `vatRatePercent` (19 %). */
  vatBreakdown?: QuoteSnapshot['vatBreakdown'];
  vatRatePercent?: number;
  /** Missing before quotes recorded their terms. */
  terms?: QuoteSnapshot['terms'];
  company: Omit<QuoteSnapshot['company'], 'legalInformation'> & {
    legalInformation: CompanyLegalInformation | LegalInformationBeforeLegalForm | null;
  };
  /** Without salutation before customers had one. */
  customer: Omit<QuoteSnapshot['customer'], 'salutation'> & Partial<Pick<QuoteSnapshot['customer'], 'salutation'>>;
  floors: StoredFloors;
  /**
   * Without unit before additional installations had one, without labour share before items had
   * one, without VAT category before lines had one (all at 19 %).
   */
  additionalInstallations: (Omit<AdditionalInstallationLine, 'unit' | 'labourShareBasisPoints' | 'vatCategory'> &
    Partial<Pick<AdditionalInstallationLine, 'unit' | 'labourShareBasisPoints' | 'vatCategory'>>)[];
  /** Without labour share before checkout options had one. */
  checkout: (Omit<CheckoutLine, 'labourShareBasisPoints'> & Partial<Pick<CheckoutLine, 'labourShareBasisPoints'>>)[];
};

function currentLegalInformation(
  legal: CompanyLegalInformation | LegalInformationBeforeLegalForm | null,
): CompanyLegalInformation | null {
  if (!legal || 'legalForm' in legal) return legal;
  const vatId = isVatId(legal.taxId) ? legal.taxId : '';
  return { ...legal, legalForm: DEFAULT_LEGAL_FORM, taxId: vatId ? '' : legal.taxId, vatId };
}

/**
 * The VAT of a quote frozen before VAT was computed per rate: its one rate on its net total, the
 * amounts as frozen, never computed again.
 */
function storedVatBreakdown(stored: StoredQuoteSnapshot): QuoteSnapshot['vatBreakdown'] {
  if (stored.vatBreakdown) return stored.vatBreakdown;
  const ratePercent = stored.vatRatePercent ?? VAT_CATEGORIES.Standard.ratePercent;
  return [{ vatCategory: 'Standard', ratePercent, netAmount: stored.netTotal, vatAmount: stored.vatAmount }];
}

/**
 * Reads a frozen quote in today's shape without changing what it says: what an earlier version did
 * not record is read as that version printed it.
 */
export function readStoredSnapshot(stored: StoredQuoteSnapshot): QuoteSnapshot {
  const { vatRatePercent: _rate, ...current } = stored;
  return {
    ...current,
    vatBreakdown: storedVatBreakdown(stored),
    company: { ...stored.company, legalInformation: currentLegalInformation(stored.company.legalInformation) },
    customer: { ...stored.customer, salutation: stored.customer.salutation ?? null },
    floors: readStoredFloors(stored.floors),
    additionalInstallations: stored.additionalInstallations.map((line) => ({
      ...line,
      unit: line.unit ?? DEFAULT_BILLING_UNIT,
      labourShareBasisPoints: line.labourShareBasisPoints ?? DEFAULT_LABOUR_SHARE_BASIS_POINTS,
      vatCategory: line.vatCategory ?? 'Standard',
    })),
    checkout: stored.checkout.map((line) => ({
      ...line,
      labourShareBasisPoints: line.labourShareBasisPoints ?? DEFAULT_LABOUR_SHARE_BASIS_POINTS,
    })),
    terms: stored.terms ?? null,
    pv: stored.pv ?? null,
  };
}
