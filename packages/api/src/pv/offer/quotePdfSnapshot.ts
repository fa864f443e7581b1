import type { CheckResult } from '../design/check';
import type { PvDesignContent, PvDesignSettings } from '../design/schemas';
import type { InverterType } from '../schemas';
import type { Economics } from '../yield/economics';
import type { YieldForecast } from '../yield/forecast';

/** A part as the PV pages of the quote name it, frozen at finalizing. */
export interface PvSnapshotPart {
  /** The master data id, as the design names it. */
  id: string;
  name: string;
  /** The manufacturer's name; '' for parts without one (heater rod). */
  manufacturer: string;
  /** The stored data sheet (PDF) to append, or null when the part has none. */
  dataSheet: { blobId: string; fileName: string } | null;
}

/**
 * Everything the PV pages of a quote show, frozen when the quote is finalized: the design as saved
 * (faces with outline, obstacles and modules; inverters; strings), the key figures of the parts it
 * names, the electrical check, the yield forecast and the economics with their assumptions. A later
 * change of a part, a price or a tariff leaves it as it is.
 */
export interface PvQuoteSnapshot {
  design: Pick<PvDesignContent, 'faces' | 'inverters' | 'strings'>;
  module: PvSnapshotPart & {
    /** W at STC. */
    powerRating: number;
    /** mm. */
    size: { longer: number; shorter: number };
  };
  /** By master data id, for the design's `inverters[].inverterId`. */
  inverters: Readonly<
    Record<
      string,
      PvSnapshotPart & {
        type: InverterType;
        /** W; null when the master data leaves it unknown. */
        acNominalPower: number | null;
      }
    >
  >;
  battery: (PvSnapshotPart & { usableCapacityKwh: number }) | null;
  wallbox: PvSnapshotPart | null;
  heaterRod: PvSnapshotPart | null;
  /** The company's figures the check ran with (cell temperatures, DC/AC band). */
  settings: PvDesignSettings;
  /** `checkPvDesign` as of finalizing: warnings only, as errors block finalizing. */
  check: CheckResult[];
  forecast: {
    /** The jobsite's postcode the regional irradiation comes from. */
    postcode: string;
    /** 0.14 for 14 %. */
    systemLosses: number;
    result: YieldForecast;
  };
  /** Null when no consumption was entered: the PDF then shows the yield without economics. */
  economics: Economics | null;
}

/** Modules on all faces. */
export const pvSnapshotModuleCount = (snapshot: Pick<PvQuoteSnapshot, 'design'>) =>
  snapshot.design.faces.reduce((count, face) => count + face.modules.length, 0);

/** Installed DC power in kWp, to three decimals. */
export const pvSnapshotKwp = (snapshot: Pick<PvQuoteSnapshot, 'design' | 'module'>) =>
  Math.round(pvSnapshotModuleCount(snapshot) * snapshot.module.powerRating) / 1000;
