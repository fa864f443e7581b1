import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { decodePng, encodePng } from '../src/images/png';
import { preparePlanImage } from '../src/quotes/pdf/planImage';
import { quotePdfFileName } from '../src/quotes/finalizeQuote';
import { renderQuotePdf } from '../src/quotes/pdf/renderQuotePdf';
import { flatText, pdfMoney, pdfPages } from './quotesPdfText';
import { drawingOf } from '../src/quotes/planDrawings';
import { sampleQuote } from './quotesSample';

describe('quote PDF', () => {
  it('renders a long quote with a footer and "Seite x von y" on every page and table headers after every break', async () => {
    const input = sampleQuote(3, 40, 600);
    const pdf = await renderQuotePdf(input);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = await pdfPages(pdf);
    expect(pages.length).toBeGreaterThan(5);
    pages.forEach((page, index) => {
      expect(page).toContain(`Seite ${index + 1} von ${pages.length}`);
      expect(page).toContain('USt-IdNr.: DE123456789');
      // A page that continues a table starts with its column headers again.
      if (index > 0 && page.includes('Stck.')) expect(page).toContain('Pos.\n \nLeistung\n \nMenge\n \nEinzelpreis\n \nGesamt');
    });
    const text = pages.join('\n');
    for (const floor of input.quote.floors) {
      expect(text).toContain(floor.name);
      for (const room of floor.rooms) expect(text).toContain(room.name);
    }
    expect(text).toContain('(Fortsetzung)');
    expect(text).toContain('2 inkl.');
    const charged = input.quote.floors[0]?.rooms.flatMap((room) => room.elements).find((element) => element.extra > 0);
    expect(text).toContain(`${charged?.extra} × ${pdfMoney(charged?.unitPrice ?? 0)}`);
    expect(text).toContain('Bauträger');
    expect(text).toContain('Schwabenhaus Bau GmbH');
    expect(text).toContain('Thomas Keller');
    expect(text).toContain(`Nettobetrag\n \n${pdfMoney(input.quote.netTotal)}`);
    expect(text).toContain(`zzgl. 19 % MwSt.\n \n${pdfMoney(input.quote.vatAmount)}`);
    expect(text).toContain(`Gesamtbetrag\n \n${pdfMoney(input.quote.grossTotal)}`);
    expect(text).toContain('Gültig bis\n \n13.04.2026');
  });

  it('draws rooms and installations of a floor without plan image, and a quote without floors', async () => {
    const input = sampleQuote(1, 3, 12);
    for (const plan of input.plans.values()) plan.image = null;
    expect((await pdfPages(await renderQuotePdf(input))).join('\n')).toContain('Wohnzimmer');
    const empty = { ...input, quote: { ...input.quote, floors: [], additionalInstallations: [], checkout: [] }, plans: new Map() };
    expect((await pdfPages(await renderQuotePdf(empty))).join('\n')).toContain('Gesamtbetrag');
  });

  it('keeps a long title to one line in the head of further pages, where a second line would cross the rule', async () => {
    const input = sampleQuote(2, 6, 30);
    const quoteName = 'Elektroinstallation Neubau Mehrfamilienhaus mit Tiefgarage, Aufzug und Photovoltaik auf dem Sonnendeck';
    const pages = await pdfPages(await renderQuotePdf({ ...input, quote: { ...input.quote, quoteName } }));

    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain('Sonnendeck');
    for (const page of pages.slice(1)) {
      expect(page).toContain('…');
      expect(page).not.toContain('Sonnendeck');
    }
  });

  it('says in customer words that nothing is planned on a floor without rooms, instead of the app’s empty text and a 0,00 € sum', async () => {
    const input = sampleQuote(2, 2, 3);
    const [planned, unplanned] = input.quote.floors;
    const floors = [planned!, { ...unplanned!, name: 'Dachboden', rooms: [], totalPrice: 0 }];
    const text = (await pdfPages(await renderQuotePdf({ ...input, quote: { ...input.quote, floors } }))).join('\n');

    expect(text).toContain('Auf diesem Stockwerk sind keine Installationen geplant.');
    expect(text).not.toContain('Noch keine Räume erstellt.');
    expect(text).not.toContain('Summe Dachboden');
    expect(text).toContain(`Summe 1. ${planned!.name}`);
  });
});

describe('quote PDF positions', () => {
  it('are numbered by title, room and line, with their unit, short and long text', async () => {
    const input = sampleQuote(2, 2, 6);
    const text = (await pdfPages(await renderQuotePdf(input))).join('\n');
    const firstRoom = input.quote.floors[0]!.rooms[0]!;

    expect(text).toContain(`1.1 ${firstRoom.name}`);
    const flat = flatText(text);
    expect(flat).toContain(`1.1.1 ${firstRoom.elements[0]!.component.label}`);
    expect(text).toContain(`2.1 ${input.quote.floors[1]!.rooms[0]!.name}`);
    expect(text).toContain('Unterputz, inkl. Gerätedose und Anschluss');
    expect(text).toContain('3. Zusatzinstallationen');
    expect(flat).toContain('3.1 Zählerschrank erweitern Erweiterung um ein Reihenfeld 1 psch.');
    expect(flat).toContain('3.2 Fundamenterder Edelstahl V4A nach DIN 18014 40 m');
    expect(text).toContain('4. Vertragsleistungen & Sondervereinbarungen');
    expect(text).toContain('4.1 Multimedia');
    expect(flat).toContain('4.1.1 Patch-Feld: Patchfeld Cat7');
    expect(text).toContain('Summe 3. Zusatzinstallationen');
  });
});

describe('quote PDF terms', () => {
  it('opens with the quote at a glance and its terms, and ends with the summary, the closing and the order block', async () => {
    const input = sampleQuote(2, 2, 6);
    const pages = await pdfPages(await renderQuotePdf(input));
    const [first, last] = [flatText(pages[0]!), flatText(pages.at(-1)!)];

    expect(first).toContain('Ihr Angebot im Überblick');
    expect(first).toContain(`Gesamtbetrag ${pdfMoney(input.quote.grossTotal)}`);
    expect(first).toContain('Ausführungszeitraum KW 14 bis KW 16/2026');
    expect(first).toContain('Zahlungsbedingungen Zahlbar innerhalb von 14 Tagen nach Rechnungserhalt rein netto; 2 % Skonto bei Zahlung innerhalb von 7 Tagen.');
    expect(first).toContain('Für das Bauvorhaben Am Sonnenhang 7, 71229 Leonberg bieten wir Ihnen');
    expect(first).not.toContain('1.1.1');

    expect(last).toContain('Zusammenstellung');
    expect(last).toContain('Wir freuen uns auf Ihren Auftrag.');
    expect(last).toContain('Auftragserteilung');
    expect(last).toContain(
      `mit den Leistungen des Angebots A-2026-0042 vom 14.03.2026 zum Gesamtbetrag von ${pdfMoney(input.quote.grossTotal)} (inkl. 19 % MwSt.)`,
    );
    expect(last).toContain('Ort, Datum');
    expect(last).toContain('Unterschrift Auftraggeber');
  });

  it('of a quote finalized before terms were recorded print the texts of then, without payment terms', async () => {
    const input = sampleQuote(1, 1, 2);
    const text = flatText((await pdfPages(await renderQuotePdf({ ...input, quote: { ...input.quote, terms: null } }))).join(' '));

    expect(text).toContain('vielen Dank für Ihre Anfrage. Für die Elektroinstallation des Bauvorhabens Am Sonnenhang 7, 71229 Leonberg');
    expect(text).toContain('Angebot gültig bis 13.04.2026');
    expect(text).not.toContain('Zahlungsbedingungen');
    expect(text).not.toContain('Ausführungszeitraum');
  });
});

describe('quote PDF as a file', () => {
  it('declares title, author and German as its language, and embeds its fonts', async () => {
    const input = sampleQuote(1, 1, 2);
    const pdf = await renderQuotePdf(input);
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const loading = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false });
    const { info } = (await (await loading.promise).getMetadata()) as { info: { Title?: string; Author?: string } };
    await loading.destroy();

    expect(info.Title).toBe('Angebot A-2026-0042 – Elektroinstallation Neubau');
    expect(info.Author).toBe('Elektro Brandt GmbH');
    const raw = pdf.toString('latin1');
    expect(raw).toContain('/Lang (de-DE)');
    expect(raw.match(/\/FontFile2/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
  });
});

describe('quote PDF letter', () => {
  it('greets the customer by the salutation and names them so in the address field', async () => {
    const input = sampleQuote(1, 1, 2);
    const firstPage = async (salutation: 'Ms' | 'Mr' | 'Neutral' | 'Company' | null) => {
      const customer = { ...input.quote.customer, salutation, firstName: 'Lena', lastName: 'Kraus-Oberländer' };
      return (await pdfPages(await renderQuotePdf({ ...input, quote: { ...input.quote, customer } })))[0]!;
    };

    const ms = await firstPage('Ms');
    expect(ms).toContain('Sehr geehrte Frau Kraus-Oberländer,');
    expect(ms).toMatch(/Frau\s+Lena Kraus-Oberländer/);
    expect(await firstPage('Mr')).toContain('Sehr geehrter Herr Kraus-Oberländer,');
    expect(await firstPage('Mr')).toMatch(/Herrn\s+Lena Kraus-Oberländer/);
    expect(await firstPage('Neutral')).toContain('Guten Tag Lena Kraus-Oberländer,');
    expect(await firstPage('Company')).toContain('Sehr geehrte Damen und Herren,');
    expect(await firstPage(null)).toContain('Sehr geehrte Damen und Herren,');
  });
});

describe('quote PDF footer', () => {
  it('names a sole trader’s owner and tax number, without register or managing director', async () => {
    const input = sampleQuote(1, 1, 2);
    const company = {
      ...input.quote.company,
      name: 'Elektro Emil Einzel',
      legalInformation: {
        legalForm: 'SoleProprietorship' as const,
        director: 'Emil Einzel',
        taxId: '93815/08152',
        vatId: '',
        registerCourt: '',
        registrationNumber: '',
      },
    };
    const pages = await pdfPages(await renderQuotePdf({ ...input, quote: { ...input.quote, company } }));

    for (const page of pages) {
      expect(page).toContain('Inhaber: Emil Einzel');
      expect(page).toContain('Steuernr.: 93815/08152');
      expect(page).not.toMatch(/Geschäftsführ|Registergericht|Registernummer|USt-IdNr/);
    }
  });

  it('names an AG’s board, its register and its VAT id', async () => {
    const input = sampleQuote(1, 1, 2);
    const legalInformation = {
      legalForm: 'AG' as const,
      director: 'Dr. Vera Vorstand',
      taxId: '',
      vatId: 'DE123456789',
      registerCourt: 'Amtsgericht Stuttgart',
      registrationNumber: 'HRB 723456',
    };
    const company = { ...input.quote.company, legalInformation };
    const text = (await pdfPages(await renderQuotePdf({ ...input, quote: { ...input.quote, company } }))).join('\n');

    expect(text).toContain('Vorstand: Dr. Vera Vorstand');
    expect(text).toContain('Amtsgericht Stuttgart');
    expect(text).toContain('HRB 723456');
    expect(text).toContain('USt-IdNr.: DE123456789');
    expect(text).not.toContain('Steuernr.');
  });
});

describe('plan drawings', () => {
  it('draw the connection lines between the placed installations, and leave out a line whose end is not placed', () => {
    const placement = (id: string, x: number, y: number) => ({ id, componentId: 'c', roomId: null, position: { x, y } });
    const drawing = drawingOf(
      {
        rooms: [],
        placedElectricalComponents: [placement('a', 10, 20), placement('b', 110, 20)],
        connectionLines: [
          { id: 'l1', fromId: 'a', toId: 'b' },
          { id: 'l2', fromId: 'a', toId: 'gone' },
        ],
      },
      null,
    );
    expect(drawing.lines).toEqual([{ from: { x: 10, y: 20 }, to: { x: 110, y: 20 } }]);
    expect(drawing.placements).toHaveLength(2);
  });
});

describe('plan images', () => {
  const rgbaPng = (width: number, height: number, alpha: number) =>
    encodePng(width, height, new Uint8Array(width * height * 4).map((_, index) => (index % 4 === 3 ? alpha : 200)));

  it('lays a PNG with alpha over white as an opaque RGB PNG and keeps the plan size', () => {
    const prepared = preparePlanImage(rgbaPng(40, 30, 0));
    expect(prepared.size).toEqual({ width: 40, height: 30 });
    const header = Buffer.from(prepared.bytes).subarray(16, 26);
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([40, 30, 8, 2]);
    const idat = Buffer.from(prepared.bytes).subarray(41, Buffer.from(prepared.bytes).length - 12);
    const rows = inflateSync(idat);
    expect(rows.length).toBe(30 * (40 * 3 + 1));
    expect(rows[1]).toBe(255); // fully transparent → white
  });

  it('decodes every PNG variant: a 16-bit plan with alpha comes out as an opaque 8-bit RGB PNG laid over white', () => {
    const [width, height] = [30, 20];
    const pixels = new Uint16Array(width * height * 4).map((_, index) => (index % 4 === 3 ? 0 : 20_000));
    const plan = new PNG({ width, height, bitDepth: 16 });
    plan.data = Buffer.from(pixels.buffer);
    const sixteenBit = PNG.sync.write(plan, { bitDepth: 16 });
    expect(sixteenBit[24]).toBe(16);

    const prepared = preparePlanImage(sixteenBit);
    expect(prepared.size).toEqual({ width, height });
    const decoded = decodePng(prepared.bytes);
    expect(Buffer.from(prepared.bytes)[24]).toBe(8);
    expect(Buffer.from(prepared.bytes)[25]).toBe(2);
    expect([...decoded.data.subarray(0, 4)]).toEqual([255, 255, 255, 255]);
  });

  it('shrinks wide plans and leaves JPEG alone', () => {
    const prepared = preparePlanImage(rgbaPng(3300, 10, 255));
    expect(prepared.size).toEqual({ width: 3300, height: 10 });
    expect(Buffer.from(prepared.bytes).readUInt32BE(16)).toBe(1100);
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
    expect(preparePlanImage(jpeg)).toEqual({ bytes: jpeg, size: null });
  });
});

describe('PDF file name', () => {
  it('is Angebot-<number>.pdf with characters a file name cannot hold replaced', () => {
    expect(quotePdfFileName('A-2026-001')).toBe('Angebot-A-2026-001.pdf');
    expect(quotePdfFileName('2026/Ä 7')).toBe('Angebot-2026-Ä-7.pdf');
  });
});
