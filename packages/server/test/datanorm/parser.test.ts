import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { decodeLine } from '../../src/datanorm/parser/codePages';
import { readHeader } from '../../src/datanorm/parser/header';
import { DatanormFileError } from '../../src/datanorm/parser/lines';
import { parseDatanorm, type DatanormEvent } from '../../src/datanorm/parser/parseDatanorm';
import { unitPriceCents } from '../../src/datanorm/parser/prices';
import { readDatanormUpload, type UploadLimits } from '../../src/datanorm/parser/readUpload';

const fixture = (path: string) => readFile(fileURLToPath(new URL(`fixtures/${path}`, import.meta.url)));

const LIMITS: UploadLimits = { maxFileBytes: 10 * 1024 * 1024, maxEntries: 10, maxTotalBytes: 20 * 1024 * 1024, maxRatio: 100 };

async function* chunksOf(bytes: Uint8Array, size = 7) {
  for (let offset = 0; offset < bytes.length; offset += size) yield bytes.subarray(offset, offset + size);
}

async function eventsOf(bytes: Uint8Array): Promise<DatanormEvent[]> {
  const events: DatanormEvent[] = [];
  // Small chunks: records and multi-byte positions cross chunk borders.
  for await (const event of parseDatanorm(chunksOf(bytes), LIMITS)) events.push(event);
  return events;
}

const byKind = <K extends DatanormEvent['kind']>(events: DatanormEvent[], kind: K) =>
  events.filter((event): event is Extract<DatanormEvent, { kind: K }> => event.kind === kind);

describe('code pages', () => {
  it('reads the German letters of code page 850 at their published byte values', () => {
    const bytes = Uint8Array.from([0x8e, 0x99, 0x9a, 0x84, 0x94, 0x81, 0xe1, 0xfd, 0xfc, 0xf8, 0xe6]);
    expect(decodeLine(bytes, 'cp850')).toBe('ÄÖÜäöüß²³°µ');
  });

  it('reads ISO-8859-1 letters at their byte values', () => {
    const bytes = Uint8Array.from([0xc4, 0xd6, 0xdc, 0xe4, 0xf6, 0xfc, 0xdf, 0xb2, 0xb3, 0xb0]);
    expect(decodeLine(bytes, 'iso-8859-1')).toBe('ÄÖÜäöüß²³°');
  });

  it('refuses a line converted to UTF-8, control characters and undefined ISO-8859-1 bytes', () => {
    expect(() => decodeLine(Buffer.from('Ä-Serie', 'utf8'), 'cp850')).toThrow(/UTF-8-kodiert.*Codepage 850/);
    expect(() => decodeLine(Uint8Array.from([0x41, 0x00]), 'cp850')).toThrow(/Steuerzeichen \(Byte 0x00\) an Stelle 2/);
    expect(() => decodeLine(Uint8Array.from([0x41, 0x85]), 'iso-8859-1')).toThrow(/0x85.*kein Zeichen/);
  });
});

describe('price per unit', () => {
  it('divides by the price unit in integers and rounds half up', () => {
    expect(unitPriceCents(745, 1)).toBe(745);
    expect(unitPriceCents(12345, 10)).toBe(1235);
    expect(unitPriceCents(12344, 10)).toBe(1234);
    expect(unitPriceCents(8990, 100)).toBe(90);
    expect(unitPriceCents(8949, 100)).toBe(89);
    expect(unitPriceCents(8950, 100)).toBe(90);
    expect(unitPriceCents(123456, 1000)).toBe(123);
    expect(unitPriceCents(99_999_999_999, 1000)).toBe(100_000_000);
  });
});

describe('the V record', () => {
  it('reads date, supplier, version and currency of version 4 at their fixed positions', async () => {
    const header = readHeader((await fixture('v4-cp850/DATANORM.001')).subarray(0, 128));
    expect(header).toEqual({ version: 4, encoding: 'cp850', validFrom: '2026-01-15', currency: 'EUR', supplier: 'Elektro-Großhandel Nord GmbH' });
  });

  it('reads the separated header of version 5', async () => {
    const bytes = await fixture('v5-latin1/DATANORM.001');
    const header = readHeader(bytes.subarray(0, bytes.indexOf(0x0d)));
    expect(header).toEqual({ version: 5, encoding: 'iso-8859-1', validFrom: '2026-03-01', currency: 'EUR', supplier: 'Elektro-Großhandel Süd GmbH' });
  });

  it('refuses other versions, currencies, dates and files without header in German', () => {
    const v4 = (date: string, version: string, currency: string) =>
      Buffer.from(`V ${date}${'Lieferant'.padEnd(115)}${version}${currency}`, 'latin1');
    expect(() => readHeader(v4('150126', '03', 'EUR'))).toThrow('Die DATANORM-Version ‚03‘ wird nicht unterstützt');
    expect(() => readHeader(v4('150126', '04', 'DEM'))).toThrow('Die Preisliste ist in DEM');
    expect(() => readHeader(v4('310226', '04', 'EUR'))).toThrow('Das Datum ‚310226‘ im Vorlaufsatz ist kein gültiges Datum.');
    expect(() => readHeader(Buffer.from('A;N;1;00;Text'))).toThrow(/keine DATANORM-Datei/);
    expect(() => readHeader(Buffer.from('V;040;A;20260101;EUR;X'))).toThrow('Die DATANORM-Version ‚040‘');
  });
});

describe('DATANORM 4 in code page 850', () => {
  it('reads A records with texts, unit, price kind, price, price unit, discount and article group', async () => {
    const events = await eventsOf(await fixture('v4-cp850/DATANORM.001'));
    const articles = byKind(events, 'article');
    expect(articles.map((article) => article.articleNumber)).toEqual(['100200', '300400', '300401', '500600']);
    expect(articles[0]).toEqual({
      kind: 'article', line: 2, action: 'N', articleNumber: '100200', shortText1: 'NYM-J 3x1,5 mm² Mantelleitung', shortText2: 'Ring 100 m',
      priceKind: 'gross', priceUnit: 100, unit: 'm', priceCents: 8990, discountGroup: 'K1', articleGroup: 'KAB', textKey: '100200',
    });
    expect(articles[1]).toMatchObject({ shortText1: 'Schuko-Steckdose Ä-Serie reinweiß', priceUnit: 1, priceCents: 745, unit: 'Stck', textKey: '300400' });
    expect(articles[2]).toMatchObject({ priceUnit: 10, priceCents: 12345 });
    expect(articles[3]).toMatchObject({ shortText1: 'Verteilerschrank Größe 2', priceKind: 'net', articleGroup: 'VER' });
  });

  it('reads the B record (matchcode, EAN) and the two text lines of a T record', async () => {
    const events = await eventsOf(await fixture('v4-cp850/DATANORM.001'));
    expect(byKind(events, 'additionalData')).toEqual([{ kind: 'additionalData', line: 3, articleNumber: '100200', matchcode: 'NYM315', ean: '4012345678901' }]);
    expect(byKind(events, 'longText')).toEqual([
      { kind: 'longText', line: 4, textKey: '100200', lines: [{ number: 1, text: 'Mantelleitung für Innenräume' }, { number: 2, text: 'Querschnitt 1,5 mm² Kupfer' }] },
    ]);
  });

  it('reports wrong field counts, prices that are no cents and UTF-8 lines with their line numbers', async () => {
    const events = await eventsOf(await fixture('v4-cp850/DATANORM.001'));
    expect(byKind(events, 'problem')).toEqual([
      { kind: 'problem', line: 9, reason: 'A-Satz: 7 Felder statt mindestens 12.' },
      { kind: 'problem', line: 10, reason: 'Der Preis ‚12,50‘ ist keine ganze Zahl in Cent.' },
      { kind: 'problem', line: 11, reason: 'Die Zeile ist UTF-8-kodiert (an Stelle 17); erwartet wird Codepage 850.' },
    ]);
  });

  it('reads up to three articles from one P record', async () => {
    const events = await eventsOf(await fixture('v4-cp850/DATPREIS.001'));
    expect(byKind(events, 'priceChange')).toEqual([
      { kind: 'priceChange', line: 2, articleNumber: '100200', priceKind: 'gross', priceCents: 9490 },
      { kind: 'priceChange', line: 2, articleNumber: '300400', priceKind: 'gross', priceCents: 799 },
      { kind: 'priceChange', line: 3, articleNumber: '500600', priceKind: 'net', priceCents: 18900 },
    ]);
    expect(events[0]).toMatchObject({ kind: 'header', header: { validFrom: '2026-03-01' } });
  });
});

describe('DATANORM 5 in ISO-8859-1', () => {
  it('reads A, B, T and P records with the price unit as quantity', async () => {
    const events = await eventsOf(await fixture('v5-latin1/DATANORM.001'));
    const articles = byKind(events, 'article');
    expect(articles[0]).toEqual({
      kind: 'article', line: 2, action: 'N', articleNumber: '700800', shortText1: 'Kabelkanal 40x60 Ä-Profil', shortText2: 'reinweiß',
      unit: 'm', priceKind: 'gross', priceUnit: 100, priceCents: 123456, discountGroup: 'K2', articleGroup: 'KAN', textKey: '700800',
    });
    expect(byKind(events, 'additionalData')).toEqual([{ kind: 'additionalData', line: 3, articleNumber: '700800', matchcode: 'KK4060', ean: '4098765432109' }]);
    expect(byKind(events, 'longText')[0]?.lines).toEqual([{ number: 1, text: 'Länge 2 m, Querschnitt 24 cm²' }]);
    expect(byKind(events, 'priceChange')).toEqual([{ kind: 'priceChange', line: 5, articleNumber: '700801', priceKind: 'gross', priceCents: 5000 }]);
    expect(articles[1]).toMatchObject({ articleNumber: '700801', priceKind: 'net', priceUnit: 1, priceCents: 4711 });
    expect(byKind(events, 'problem')).toEqual([{ kind: 'problem', line: 7, reason: 'Das Preiskennzeichen ‚3‘ ist weder 1 (Brutto) noch 2 (Netto).' }]);
  });
});

async function failureOf(events: AsyncIterable<unknown>): Promise<Error> {
  try {
    for await (const event of events) void event;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the file to be refused');
}

describe('uploads', () => {
  it('reads every file of a ZIP in order, named by its entry', async () => {
    const zip = zipSync({ 'DATANORM.001': await fixture('v4-cp850/DATANORM.001'), 'DATPREIS.001': await fixture('v4-cp850/DATPREIS.001') });
    const files: string[] = [];
    let articles = 0;
    for await (const { fileName, event } of readDatanormUpload(zip, 'liste.zip', LIMITS)) {
      if (event.kind === 'header') files.push(fileName);
      if (event.kind === 'article') articles += 1;
    }
    expect(files).toEqual(['DATANORM.001', 'DATPREIS.001']);
    expect(articles).toBe(4);
  });

  it('reads a ZIP and a plain file in chunks of any size as it reads them at once, and a ZIP cut short as damaged', async () => {
    const articles = await fixture('v4-cp850/DATANORM.001');
    const prices = await fixture('v4-cp850/DATPREIS.001');
    const zip = zipSync({ 'DATANORM.001': articles, 'DATPREIS.001': prices }, { level: 0 });
    async function* inChunks(bytes: Uint8Array, size: number) {
      for (let offset = 0; offset < bytes.length; offset += size) yield bytes.subarray(offset, offset + size);
    }
    const eventsOf = async (source: Parameters<typeof readDatanormUpload>[0], fileName: string) => {
      const events: unknown[] = [];
      for await (const event of readDatanormUpload(source, fileName, LIMITS)) events.push(event);
      return events;
    };
    for (const [bytes, fileName] of [[zip, 'liste.zip'], [articles, 'DATANORM.001']] as const) {
      const whole = await eventsOf(bytes, fileName);
      expect(whole.length).toBeGreaterThan(4);
      for (const size of [7, 1000, 4093]) expect(await eventsOf(inChunks(bytes, size), fileName)).toEqual(whole);
    }
    const cutShort = zip.subarray(0, zip.length - 200);
    expect((await failureOf(readDatanormUpload(inChunks(cutShort, 1000), 'liste.zip', LIMITS))).message).toBe(
      'DATPREIS.001: Die ZIP-Datei ist beschädigt und kann nicht entpackt werden.',
    );
  });

  it('stops a 2 GB file at the size limit while holding only one line', async () => {
    const header = (await fixture('v4-cp850/DATANORM.001')).subarray(0, 130);
    const line = Buffer.from('A;N;1;00;Leitung;;1;0;m;100;K1;KAB;;\r\n'.repeat(1000));
    let produced = 0;
    async function* twoGigabytes() {
      yield header;
      while (produced < 2 * 1024 ** 3) {
        produced += line.length;
        yield line;
      }
    }
    const error = await failureOf(parseDatanorm(twoGigabytes(), { maxFileBytes: 5 * 1024 * 1024 }));
    expect(error).toBeInstanceOf(DatanormFileError);
    expect(error.message).toBe('Die Datei ist größer als 5 MB und wird nicht gelesen.');
    expect(produced).toBeLessThan(6 * 1024 * 1024);
  });

  it('refuses a ZIP bomb before unpacking it', async () => {
    const bomb = zipSync({ 'DATANORM.001': new Uint8Array(20 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const error = await failureOf(readDatanormUpload(bomb, 'bombe.zip', { ...LIMITS, maxTotalBytes: 500 * 1024 * 1024 }));
    expect(error.message).toBe('Die ZIP-Datei ist ungewöhnlich stark gepackt (ZIP-Bombe) und wird nicht gelesen.');
  });

  it('refuses ZIPs with too many entries, too many bytes, a damaged body, and files that are no DATANORM', async () => {
    const many = zipSync(Object.fromEntries(Array.from({ length: 11 }, (_, index) => [`DATANORM.${index}`, Buffer.from('V')])));
    expect((await failureOf(readDatanormUpload(many, 'a.zip', LIMITS))).message).toBe('Die ZIP-Datei enthält mehr als 10 Dateien.');
    const large = zipSync({ 'DATANORM.001': Buffer.from('A;N;1;00;Text;;1;0;m;1;K;K;;\r\n'.repeat(100_000)) });
    expect((await failureOf(readDatanormUpload(large, 'a.zip', { ...LIMITS, maxTotalBytes: 2 * 1024 * 1024, maxRatio: 100_000 }))).message).toBe(
      'Die ZIP-Datei entpackt mehr als 2 MB und wird nicht gelesen.',
    );
    const damaged = zipSync({ 'DATANORM.001': Buffer.from('x'.repeat(5000) + 'y'.repeat(5000)) });
    damaged.fill(0xff, 40, 60);
    expect((await failureOf(readDatanormUpload(damaged, 'a.zip', LIMITS))).message).toBe('Die ZIP-Datei ist beschädigt und kann nicht entpackt werden.');
    const notDatanorm = zipSync({ 'liesmich.txt': Buffer.from('Hallo') });
    expect((await failureOf(readDatanormUpload(notDatanorm, 'a.zip', LIMITS))).message).toBe(
      'liesmich.txt: Die Datei beginnt nicht mit einem DATANORM-Vorlaufsatz (V-Satz) und ist keine DATANORM-Datei.',
    );
    expect((await failureOf(readDatanormUpload(new Uint8Array(), 'leer.001', LIMITS))).message).toBe('leer.001: Die Datei ist leer.');
  });

  it('reports a line longer than any record without keeping it', async () => {
    const header = (await fixture('v4-cp850/DATANORM.001')).subarray(0, 130);
    const events = await eventsOf(Buffer.concat([header, Buffer.from('A;'.repeat(5000) + '\r\n')]));
    expect(byKind(events, 'problem')).toEqual([{ kind: 'problem', line: 2, reason: 'Die Zeile ist länger als 1024 Zeichen.' }]);
  });
});
