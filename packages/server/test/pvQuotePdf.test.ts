import { formatFigure as apiFigure, pvSnapshotKwp } from '@planner/api/pv';
import { describe, expect, it } from 'vitest';
import { renderQuotePdf } from '../src/quotes/pdf/renderQuotePdf';
import { dataSheetsOf, type PvDataSheetFile } from '../src/quotes/pdf/pv';
import { flatText, pdfMoney, pdfPages } from './quotesPdfText';
import { sampleDataSheet, samplePvQuote, samplePvSnapshot } from './pvQuotePdfSample';

/** A figure as a reader extracts it: the no-break space between digit groups reads as a space. */
const formatFigure = (value: number, decimals?: number) => apiFigure(value, decimals).replace(/\u00a0/g, ' ');

/** The page sizes of a PDF in points, as pdf.js reads them. */
async function pageSizes(pdf: Uint8Array): Promise<[number, number][]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = getDocument({ data: new Uint8Array(pdf) });
  const document = await loading.promise;
  const sizes: [number, number][] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const [, , width, height] = (await document.getPage(number)).view as [number, number, number, number];
    sizes.push([Math.round(width), Math.round(height)]);
  }
  await loading.destroy();
  return sizes;
}

async function dataSheetFiles(): Promise<PvDataSheetFile[]> {
  return [
    { title: 'PV-Modul Aiko Neostar 2P 450 W', fileName: 'Aiko-Neostar-2P.pdf', data: await sampleDataSheet('Aiko Neostar 2P', 2) },
    { title: 'Hybrid-Wechselrichter Fronius Symo GEN24 10.0 Plus', fileName: 'GEN24.pdf', data: new TextEncoder().encode('<html>kein PDF</html>') },
    { title: 'Batteriespeicher BYD Battery-Box Premium HVS 10.2', fileName: 'BYD-HVS.pdf', data: await sampleDataSheet('BYD Battery-Box HVS', 1, { ownerPassword: 'hersteller' }) },
  ];
}

describe('PV pages of the quote PDF', () => {
  it('follow the letter with the summary, the roof faces and the string plan, in the quote’s frame, and append the data sheets after the quote', async () => {
    const snapshot = samplePvSnapshot();
    const pdf = await renderQuotePdf(samplePvQuote(snapshot, await dataSheetFiles()));
    const pages = await pdfPages(pdf);

    // Letter, PV summary, roof faces, string plan, positions with acceptance; then 2 + 1 data sheet pages, counted too.
    expect(pages).toHaveLength(8);
    const quotePages = pages.slice(0, 5);
    quotePages.forEach((page, index) => {
      expect(page).toContain(`Seite ${index + 1} von 8`);
      expect(page).toContain('USt-IdNr.: DE123456789');
    });
    expect((await pageSizes(pdf)).slice(0, 5)).toEqual(Array(5).fill([595, 842]));

    const [, summary, roofs, stringPlan, positions] = quotePages.map(flatText) as string[];
    const { forecast, economics } = snapshot;
    expect(summary).toContain('Ihre Photovoltaikanlage im Überblick');
    expect(summary).toContain(`Anlagenleistung ${formatFigure(pvSnapshotKwp(snapshot), 2)} kWp`);
    expect(pvSnapshotKwp(snapshot)).toBe(10.8);
    expect(summary).toContain(`Prognose Jahresertrag ${formatFigure(forecast.result.total.kwhPerYear)} kWh/a`);
    expect(summary).toContain('PV-Module Aiko Neostar 2P 450 W 450 Wp je Modul, 1 722 × 1 134 mm 24 Module');
    expect(summary).toContain('Hybrid-Wechselrichter Fronius Symo GEN24 10.0 Plus 10 000 W AC-Nennleistung 1 Stk.');
    expect(summary).toContain('Batteriespeicher BYD Battery-Box Premium HVS 10.2 10,2 kWh nutzbare Kapazität');
    expect(summary).toContain(`1. Hauptdach Süd 35° Süd (180°) 14 Module 6,30 kWp ${formatFigure(forecast.result.faces[0]!.kwhPerYear)} kWh`);
    expect(summary).toContain(`2. Garage West 25° West (270°) 10 Module 4,50 kWp ${formatFigure(forecast.result.faces[1]!.kwhPerYear)} kWh`);
    expect(summary).toContain('Wirtschaftlichkeit – unverbindliche Prognose');
    for (const { label, value } of economics!.assumptions) expect(summary).toContain(`${label} ${value.replace(/\u00a0/g, " ")}`);
    expect(summary).toContain('Einspeisevergütung (20 Jahre) 7,86 ct/kWh (gültig ab 01.08.2026)');
    expect(summary).toContain('Systemverluste 14,0 %');
    expect(summary).toContain('Standort (Postleitzahl) 71229');
    expect(summary).toContain(`Amortisation nach ca. ${formatFigure(economics!.paybackYears!, 1)} Jahren`);
    expect(summary).toContain(`Ersparnis ${pdfMoney(economics!.yearlySavingsCents)}`);
    expect(summary).toContain('Jan');
    expect(summary).toContain(formatFigure(Math.max(...forecast.result.total.kwhPerMonth)));

    expect(roofs).toContain('Dachfläche 1: Hauptdach Süd');
    expect(roofs).toContain('Neigung 35° · Ausrichtung Süd (180°) · 14 Module · 6,30 kWp');
    expect(roofs).toContain('10,50 m');
    expect(roofs).toContain('6,00 m');
    expect(roofs).toContain('Blickrichtung der Dachfläche: West (270°)');
    expect(roofs).toContain('First');
    expect(roofs).toContain('Traufe');
    expect(roofs).toContain('String A1: 14 Module');
    expect(roofs).toContain('String B1: 10 Module');
    expect(roofs).toContain('Hindernis: Schornstein');
    expect(roofs).toContain('Hindernis: Lüfter');
    // Every module carries its string and its place in it.
    expect(roofs).toContain('A1 14');
    expect(roofs).toContain('B1 10');

    expect(stringPlan).toContain('Wechselrichter 1: Fronius Symo GEN24 10.0 Plus (Hybrid-Wechselrichter, 10 000 W AC)');
    expect(stringPlan).toContain('A A1 14 Module 1. Hauptdach Süd 6,30 kWp in Ordnung');
    expect(stringPlan).toContain('B B1 10 Module 2. Garage West 4,50 kWp in Ordnung');
    expect(stringPlan).toContain('Die elektrische Prüfung ergab keine Beanstandungen: Leerlaufspannung bei −10 °C');
    expect(stringPlan).toContain('Datenblatt PV-Modul Aiko Neostar 2P 450 W (2 Seiten)');
    expect(stringPlan).toContain('Datenblatt Batteriespeicher BYD Battery-Box Premium HVS 10.2 (1 Seite)');
    expect(stringPlan).toContain('Datenblatt Hybrid-Wechselrichter Fronius Symo GEN24 10.0 Plus: liegt nicht als lesbare PDF-Datei vor und ist nicht beigefügt (GEN24.pdf).');

    expect(positions).toContain('Gesamtbetrag');
    expect(positions).toContain('Auftragserteilung');

    expect(pages[5]).toContain('Aiko Neostar 2P – Datenblatt');
    expect(pages[6]).toContain('Technische Daten, Seite 2 von 2');
    // The manufacturer's owner password (copy protection) does not keep its sheet out.
    expect(pages[7]).toContain('BYD Battery-Box HVS – Datenblatt');
  });

  it('print every finding of the electrical check with its figures, and mark the string’s row', async () => {
    // 12 modules per string: B1 takes the last 2 of the south face and the 10 of the west face.
    const snapshot = samplePvSnapshot({ stringLength: 12 });
    const pages = (await pdfPages(await renderQuotePdf(samplePvQuote(snapshot, [])))).map(flatText);
    const [, , roofs, stringPlan] = pages as string[];

    expect(snapshot.check.length).toBeGreaterThan(0);
    expect(stringPlan).toContain('B B1 12 Module 1. Hauptdach Süd, 2. Garage West 5,40 kWp 1 Hinweis');
    expect(stringPlan).toContain(
      'Hinweis MPP-Eingang B am Wechselrichter „Fronius Symo GEN24 10.0 Plus“: Module mit unterschiedlicher Ausrichtung (Neigung 35°/Azimut 180° und Neigung 25°/Azimut 270°) an einem Eingang.',
    );
    expect(stringPlan).not.toContain('keine Beanstandungen');
    expect(stringPlan).not.toContain('Anlagen: Datenblätter');
    expect(roofs).toContain('String B1: 2 Module (weitere 10 auf anderen Dachflächen)');
  });

  it('show the yield without economics when no consumption was entered', async () => {
    const snapshot = { ...samplePvSnapshot(), economics: null, battery: null };
    const summary = flatText((await pdfPages(await renderQuotePdf(samplePvQuote(snapshot, []))))[1]!);

    expect(summary).toContain('Prognose Jahresertrag');
    expect(summary).toContain('Unverbindliche Prognose: Ertrag und Wirtschaftlichkeit');
    expect(summary).not.toContain('Wirtschaftlichkeit – unverbindliche Prognose');
    expect(summary).not.toContain('Batteriespeicher');
    expect(summary).not.toContain('Ersparnis im 1. Jahr');
    expect(summary).not.toContain('Amortisation');
  });

  it('list each stored data sheet once, in the order module, inverters, battery', () => {
    const snapshot = samplePvSnapshot();
    const second = { ...snapshot, design: { ...snapshot.design, inverters: [...snapshot.design.inverters, { id: 'inverter-2', inverterId: 'gen24' }] } };
    expect(dataSheetsOf(second).map((sheet) => sheet.title)).toEqual([
      'PV-Modul Aiko Neostar 2P 450 W',
      'Hybrid-Wechselrichter Fronius Symo GEN24 10.0 Plus',
      'Batteriespeicher BYD Battery-Box Premium HVS 10.2',
    ]);
    expect(dataSheetsOf({ ...snapshot, battery: { ...snapshot.battery!, dataSheet: null } })).toHaveLength(2);
  });

  it('render 150 modules and three data sheets of 1 MB each', async () => {
    // A 30 × 12 m face with 6 rows of 25 modules, the west face empty, strings of 15 modules.
    const rows = Array.from({ length: 6 }, (_, row): [number, number, number] => [0.6 + row * 1.742, 0.6, 25]);
    const snapshot = samplePvSnapshot({ southRows: rows, southSize: { width: 30, height: 12 }, westRows: [], stringLength: 15 });
    const sheets = await Promise.all(
      ['PV-Modul', 'Wechselrichter', 'Batteriespeicher'].map(async (title) => ({ title, fileName: `${title}.pdf`, data: await sampleDataSheet(title, 2, { pictureBytes: 1_000_000 }) })),
    );
    expect(sheets.every((sheet) => sheet.data.byteLength > 1_000_000)).toBe(true);

    const started = performance.now();
    const pdf = await renderQuotePdf(samplePvQuote(snapshot, sheets));
    const elapsed = performance.now() - started;
    const pages = await pdfPages(pdf);

    expect(pages.length).toBeGreaterThanOrEqual(5 + 6);
    expect(pages.slice(-6).every((page) => page.includes('– Datenblatt'))).toBe(true);
    expect(flatText(pages.join('\n'))).toContain('B5 15 Module 1. Hauptdach Süd 6,75 kWp');
    // Measured at about 1 s on a busy 2-core machine; the bound only catches a gross slowdown.
    expect(elapsed).toBeLessThan(5_000);
  });
});
