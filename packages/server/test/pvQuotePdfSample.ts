import { quoteTotals, type Quote } from '@planner/api';
import {
  checkPvDesign,
  computeEconomics,
  EMPTY_PV_DESIGN_ECONOMICS,
  forecastYield,
  moduleFootprint,
  type DesignElectrical,
  type PlacedPvModule,
  type PvDesignSettings,
  type PvQuoteSnapshot,
  type RoofFace,
} from '@planner/api/pv';
import { randomBytes } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { encodePng } from '../src/images/png';
import { collectPdf } from '../src/documentPdf/collect';
import type { PvDataSheetFile } from '../src/quotes/pdf/pv';
import type { QuotePdfInput } from '../src/quotes/pdf/renderQuotePdf';
import { sampleQuote } from './quotesSample';

const MODULE_MM = { longer: 1722, shorter: 1134 };
const GAP = 0.02;
const SETTINGS: PvDesignSettings = { edgeClearance: 0.3, minCellTemperature: -10, maxCellTemperature: 70, dcAcRatioMin: 0.8, dcAcRatioMax: 1.3 };

let counter = 0;
const id = (prefix: string) => `${prefix}-${(counter += 1)}`;

/** Rows of modules: each row its top edge, its first module's left edge and its module count. */
function rowsOf(orientation: PlacedPvModule['orientation'], rows: [y: number, x: number, count: number][]): PlacedPvModule[] {
  const footprint = moduleFootprint({ longer: MODULE_MM.longer / 1000, shorter: MODULE_MM.shorter / 1000 }, orientation);
  return rows.flatMap(([y, x, count]) =>
    Array.from({ length: count }, (_, index) => ({ id: id('module'), x: x + index * (footprint.width + GAP), y, orientation })),
  );
}

/** A rectangular south face of 10.5 × 6 m with a chimney, and a hip-roof west face with a vent; `modules` per face. */
function faces(southRows: [number, number, number][], westRows: [number, number, number][], south: { width: number; height: number }): RoofFace[] {
  const base = { pictureOutline: null, roofCoveringId: null, edgeClearance: 0.3, gap: GAP };
  return [
    {
      ...base,
      id: 'face-south',
      name: 'Hauptdach Süd',
      outline: [{ x: 0, y: 0 }, { x: south.width, y: 0 }, { x: south.width, y: south.height }, { x: 0, y: south.height }],
      tilt: 35,
      azimuth: 180,
      orientation: 'portrait',
      obstacles: [{ id: 'chimney', kind: 'Chimney', x: 9.4, y: 1.1, width: 0.6, height: 0.6 }],
      modules: rowsOf('portrait', southRows),
    },
    {
      ...base,
      id: 'face-west',
      name: 'Garage West',
      outline: [{ x: 1.5, y: 0 }, { x: 7.5, y: 0 }, { x: 9, y: 5 }, { x: 0, y: 5 }],
      tilt: 25,
      azimuth: 270,
      orientation: 'landscape',
      obstacles: [{ id: 'vent', kind: 'Vent', x: 8.0, y: 4.2, width: 0.3, height: 0.3 }],
      modules: rowsOf('landscape', westRows),
    },
  ];
}

const part = (name: string, manufacturer: string, dataSheet: string | null) => ({
  id: id('part'),
  name,
  manufacturer,
  dataSheet: dataSheet ? { blobId: id('blob'), fileName: dataSheet } : null,
});

/**
 * The snapshot of a PV offer on two faces: 14 modules on the south face (string A1) and 10 on the
 * west face (string B1) of one hybrid inverter, with a battery; check, forecast and economics
 * computed by the product's own functions.
 */
export function samplePvSnapshot(
  options: {
    southRows?: [number, number, number][];
    southSize?: { width: number; height: number };
    westRows?: [number, number, number][];
    /** Modules per string; the strings alternate between the inverter's inputs A and B. Default: one string per face. */
    stringLength?: number;
  } = {},
): PvQuoteSnapshot {
  const design = {
    faces: faces(options.southRows ?? [[1, 1.2, 7], [2.75, 1.2, 7]], options.westRows ?? [[1.2, 1.9, 3], [2.4, 1.0, 4], [3.6, 1.9, 3]], options.southSize ?? { width: 10.5, height: 6 }),
    inverters: [{ id: 'inverter-1', inverterId: 'gen24' }],
    strings: [] as PvQuoteSnapshot['design']['strings'],
  };
  const [south, west] = design.faces as [RoofFace, RoofFace];
  const { stringLength } = options;
  const all = [...south.modules, ...west.modules].map((module) => module.id);
  design.strings = stringLength
    ? Array.from({ length: Math.ceil(all.length / stringLength) }, (_, index) => ({
        id: `string-${index}`,
        inverterRef: 'inverter-1',
        inputIndex: index % 2,
        moduleIds: all.slice(index * stringLength, (index + 1) * stringLength),
      }))
    : [
        { id: 'string-a1', inverterRef: 'inverter-1', inputIndex: 0, moduleIds: south.modules.map((module) => module.id) },
        { id: 'string-b1', inverterRef: 'inverter-1', inputIndex: 1, moduleIds: west.modules.map((module) => module.id) },
      ];
  const module = { ...part('Neostar 2P 450 W', 'Aiko', 'Aiko-Neostar-2P.pdf'), powerRating: 450, size: MODULE_MM };
  const inverter = { ...part('Symo GEN24 10.0 Plus', 'Fronius', 'GEN24.pdf'), type: 'HybridInverter' as const, acNominalPower: 10_000 };
  const electrical: DesignElectrical = {
    module: { powerRating: 450, offLoadVoltage: 41.2, shortCircuitCurrent: 13.9, mppVoltage: 34.5, mppCurrent: 13.05, tempCoeffVoc: -0.25, tempCoeffPmax: -0.29, size: MODULE_MM },
    inverters: new Map([
      [
        'gen24',
        {
          name: 'Fronius Symo GEN24 10.0 Plus',
          inverter: {
            type: 'HybridInverter',
            acNominalPower: 10_000,
            maxDcInputVoltage: 1000,
            mppVoltageMin: 80,
            mppVoltageMax: 800,
            mppInputs: [
              { inputIndex: 0, maxInputCurrent: 25, maxShortCircuitCurrent: 37.5, stringCount: 2 },
              { inputIndex: 1, maxInputCurrent: 12.5, maxShortCircuitCurrent: 18.75, stringCount: 1 },
            ],
          },
        },
      ],
    ]),
  };
  const check = checkPvDesign({ ...design, moduleId: module.id, batteryId: null, wallboxId: null, heaterRodId: null, economics: EMPTY_PV_DESIGN_ECONOMICS }, electrical, SETTINGS);
  const moduleKwp = (face: RoofFace) => (face.modules.length * module.powerRating) / 1000;
  const result = forecastYield({
    postcode: '71229',
    systemLosses: 0.14,
    faces: design.faces.map((face) => ({ id: face.id, kwp: moduleKwp(face), tilt: face.tilt, azimuth: face.azimuth })),
  });
  const economics = computeEconomics({
    annualKwh: result.total.kwhPerYear,
    consumptionKwh: 6500,
    selfConsumptionShare: 0.35,
    electricityPriceHundredthCents: 3450,
    feedInTariffHundredthCents: 786,
    feedInTariffValidFrom: '2026-08-01',
    investmentCents: 2_249_000,
    yearlyPriceIncrease: 0.02,
  });
  return {
    design,
    module,
    inverters: { gen24: inverter },
    battery: { ...part('Battery-Box Premium HVS 10.2', 'BYD', 'BYD-HVS.pdf'), usableCapacityKwh: 10.24 },
    wallbox: null,
    heaterRod: null,
    settings: SETTINGS,
    check,
    forecast: { postcode: '71229', systemLosses: 0.14, result },
    economics,
  };
}

/** Noise that no compression shrinks, fully opaque. */
const opaque = (rgba: Uint8Array) => rgba.map((value, index) => (index % 4 === 3 ? 255 : value));

/** A manufacturer's data sheet of `pages` pages, its body a picture of `pictureBytes` bytes of noise (to reach a file size); optionally protected by an owner password. */
export async function sampleDataSheet(title: string, pages: number, options: { pictureBytes?: number; ownerPassword?: string } = {}): Promise<Uint8Array> {
  const encryption = options.ownerPassword ? { ownerPassword: options.ownerPassword, permissions: { printing: 'highResolution', modifying: false, copying: false } } : {};
  const doc = new PDFDocument({ size: 'A4', margin: 50, ...encryption } as ConstructorParameters<typeof PDFDocument>[0]);
  const output = collectPdf(doc);
  const side = options.pictureBytes ? Math.ceil(Math.sqrt(options.pictureBytes / 3)) : 0;
  const picture = side > 0 ? encodePng(side, side, opaque(randomBytes(side * side * 4))) : null;
  for (let page = 1; page <= pages; page += 1) {
    if (page > 1) doc.addPage({ size: 'A4', margin: 50 });
    doc.fontSize(20).text(`${title} – Datenblatt`, 50, 60);
    doc.fontSize(11).text(`Technische Daten, Seite ${page} von ${pages}`, 50, 95);
    if (picture && page === 1) doc.image(picture, 50, 130, { width: 300, height: 300 });
  }
  doc.end();
  return new Uint8Array(await output);
}

/** A PV quote: a commercial part with PV lines at 0 % and a wallbox at 19 %, and the PV pages' input. */
export function samplePvQuote(snapshot: PvQuoteSnapshot, dataSheets: PvDataSheetFile[]): QuotePdfInput {
  const base = sampleQuote(1, 1, 1);
  const line = (title: string, description: string, amount: number, unitPrice: number, vatCategory: 'Standard' | 'PvZeroRate') => ({
    title,
    description,
    amount,
    unit: 'Piece' as const,
    unitPrice,
    totalPrice: amount * unitPrice,
    labourShareBasisPoints: 0,
    vatCategory,
  });
  const additionalInstallations = [
    line('PV-Modul Aiko Neostar 2P 450 W', '', 24, 16_500, 'PvZeroRate'),
    line('Hybrid-Wechselrichter Fronius Symo GEN24 10.0 Plus', '', 1, 289_000, 'PvZeroRate'),
    line('Batteriespeicher BYD Battery-Box Premium HVS 10.2', '', 1, 612_000, 'PvZeroRate'),
    line('Montage und Inbetriebnahme', '', 1, 758_000, 'PvZeroRate'),
  ];
  const quote: Quote = {
    ...base.quote,
    quoteName: 'Photovoltaikanlage 10,8 kWp mit Speicher',
    floors: [],
    checkout: [],
    additionalInstallations,
    ...quoteTotals({ floors: [], additionalInstallations, checkout: [] }),
  };
  return { quote, plans: new Map(), icons: new Map(), pv: { snapshot, dataSheets } };
}
