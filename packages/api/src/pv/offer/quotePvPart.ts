import type { VatTotals } from '../../tax/vat';
import type { CheckResult } from '../design/check';
import type { PvDesignContent } from '../design/schemas';
import type { PvOfferLine } from './offerSchemas';
import type { PvQuoteSnapshot } from './quotePdfSnapshot';
import type { PvZeroRateEntitlement } from './vatClassification';

/** A part of the design as the quote names it. */
export interface QuotePvPartRef {
  id: string;
  name: string;
}

/**
 * What the PV pages of the quote's PDF show besides the design and the check (which the PV part
 * holds already), frozen at finalizing: the parts' key figures and data sheets (stored copies of
 * the files as they were), the design settings the check ran with, the forecast and the economics.
 */
export type QuotePvPages = Omit<PvQuoteSnapshot, 'design' | 'check'>;

/**
 * The PV part of a finalized quote (ADR 0030), frozen with it: its positions at the prices of
 * `priceDay` with their VAT, the zero rate's confirmation and the design with its parts and check
 * results as they were, so that later price, design or tariff changes leave quote, totals and PDF
 * as they are. The PV pages of the PDF (summary, roof faces, string plan, data sheets) read it.
 */
export interface QuotePvPart {
  moduleCount: number;
  /** Three decimals. */
  kwp: number;
  conditionsConfirmed: boolean;
  entitlement: PvZeroRateEntitlement;
  lines: PvOfferLine[];
  /** Of the PV lines alone; the quote's totals include them. */
  totals: VatTotals;
  notes: string[];
  /** ISO day the master-data prices were taken from. */
  priceDay: string;
  designVersion: number;
  offerVersion: number;
  design: PvDesignContent;
  parts: {
    module: (QuotePvPartRef & { powerRating: number }) | null;
    /** One entry per inverter model of the design. */
    inverters: QuotePvPartRef[];
    battery: (QuotePvPartRef & { usableCapacity: number | null }) | null;
    wallbox: QuotePvPartRef | null;
    heaterRod: QuotePvPartRef | null;
  };
  /** The warnings of the electrical check at finalization (errors block it). */
  checkResults: CheckResult[];
  /**
   * The PV pages' figures; null when the design has no module or no forecast (no jobsite postcode),
   * absent in quotes frozen before the PV pages were printed. Either way the PDF has no PV pages.
   */
  pages?: QuotePvPages | null;
}

/** The input of the PV pages of a finalized quote, or null when it has none. */
export const pvQuoteSnapshotOf = (pv: QuotePvPart | null | undefined): PvQuoteSnapshot | null =>
  pv?.pages ? { ...pv.pages, design: pv.design, check: pv.checkResults } : null;
