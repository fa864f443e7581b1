import { DEFAULT_QUOTE_SETTINGS, PV_QUOTE_INTRO_TEXT, type QuotePvPart } from '@planner/api';
import { describe, expect, it } from 'vitest';
import { introTemplate, pvSystemText } from '../src/quotes/quoteIntro';

const battery = { id: 'battery', name: 'Speicher 10 kWh', usableCapacity: 10.24 };

/** The parts of a frozen PV part the letter reads; the rest does not matter here. */
const pvPart = (overrides: Partial<QuotePvPart> = {}) =>
  ({
    moduleCount: 24,
    kwp: 10.8,
    parts: { module: null, inverters: [], battery, wallbox: null, heaterRod: null },
    pages: {},
    ...overrides,
  }) as unknown as QuotePvPart;

const DEFAULT = DEFAULT_QUOTE_SETTINGS.introText;
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('the introduction of a quote', () => {
  it('of a PV quote names the system with kWp, modules and storage and its pages, and no floors', () => {
    const text = plain(introTemplate(DEFAULT, { floorCount: 0, otherElectricalLines: 0, pv: pvPart() }));

    expect(text).toBe(
      'vielen Dank für Ihre Anfrage. Für das Bauvorhaben {Bauvorhaben} bieten wir Ihnen eine Photovoltaikanlage mit 10,80 kWp aus ' +
        '24 Modulen und einem Batteriespeicher mit 10,2 kWh nutzbarer Kapazität an. Auf den folgenden Seiten finden Sie die ' +
        'Photovoltaikanlage im Überblick mit Ertragsprognose und Wirtschaftlichkeit, die Belegung der Dachflächen und den Stringplan, danach die einzelnen Positionen.',
    );
    expect(text).not.toMatch(/Stockwerk|Geschoss|Grundriss|Elektroinstallation/);
  });

  it('of a quote with floors and a PV system speaks of both', () => {
    const text = plain(introTemplate(DEFAULT, { floorCount: 2, otherElectricalLines: 1, pv: pvPart() }));

    expect(text).toContain('bieten wir Ihnen die Elektroinstallation und eine Photovoltaikanlage mit 10,80 kWp aus 24 Modulen');
    expect(text).toContain('Die Positionen der Elektroinstallation sind nach Stockwerken und Räumen gegliedert');
    expect(text).toContain('Photovoltaikanlage im Überblick mit Ertragsprognose');
  });

  it('names neither floors nor PV pages that the quote does not have', () => {
    const text = plain(introTemplate(DEFAULT, { floorCount: 0, otherElectricalLines: 3, pv: pvPart({ pages: null }) }));

    expect(text).toContain('die Elektroinstallation und eine Photovoltaikanlage');
    expect(text).not.toMatch(/Stockwerk|Grundriss|folgenden Seiten/);
  });

  it('of an electrical quote, or with the company’s own text, stays as the company has it', () => {
    expect(introTemplate(DEFAULT, { floorCount: 2, otherElectricalLines: 0, pv: null })).toBe(DEFAULT);
    const own = 'vielen Dank für Ihr Vertrauen, {Kunde}.';
    expect(introTemplate(own, { floorCount: 0, otherElectricalLines: 0, pv: pvPart() })).toBe(own);
  });

  it('of a PvPlanner-only company’s default names the system with its figures, and stands as it is without one', () => {
    const text = plain(introTemplate(PV_QUOTE_INTRO_TEXT, { floorCount: 0, otherElectricalLines: 0, pv: pvPart() }));
    expect(text).toBe(plain(introTemplate(DEFAULT, { floorCount: 0, otherElectricalLines: 0, pv: pvPart() })));
    expect(text).toContain('eine Photovoltaikanlage mit 10,80 kWp aus 24 Modulen');

    expect(introTemplate(PV_QUOTE_INTRO_TEXT, { floorCount: 0, otherElectricalLines: 0, pv: null })).toBe(PV_QUOTE_INTRO_TEXT);
    expect(PV_QUOTE_INTRO_TEXT).not.toMatch(/Stockwerk|Geschoss|Grundriss|Elektroinstallation/);
    // Should the company plan floors later, an electrical quote gets the electrical default.
    expect(introTemplate(PV_QUOTE_INTRO_TEXT, { floorCount: 1, otherElectricalLines: 0, pv: null })).toBe(DEFAULT);
  });

  it('names one module in the singular and a system without storage without it', () => {
    const text = plain(pvSystemText({ kwp: 0.45, moduleCount: 1, parts: { ...pvPart().parts, battery: null } }));
    expect(text).toBe('eine Photovoltaikanlage mit 0,45 kWp aus einem Modul');
  });
});
