import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from './contentDisposition';

describe('the file name of a Content-Disposition header', () => {
  it.each([
    ["attachment; filename*=UTF-8''Angebot-A-2026-017.pdf", 'Angebot-A-2026-017.pdf'],
    ["attachment; filename*=UTF-8''Rechnung-M%C3%BCller%20%26%20S%C3%B6hne.xml", 'Rechnung-Müller & Söhne.xml'],
    ["inline; filename*=utf-8'de'Datenblatt%20Gr%C3%B6%C3%9Fe.pdf", 'Datenblatt Größe.pdf'],
    ['attachment; filename="Angebot 1.pdf"', 'Angebot 1.pdf'],
    ['attachment; filename=Angebot-1.pdf', 'Angebot-1.pdf'],
    ['attachment; filename="say \\"hi\\".pdf"', 'say "hi".pdf'],
    ['attachment; FILENAME="Gross.pdf"', 'Gross.pdf'],
    ['attachment; filename="a;b.pdf"; size=12', 'a;b.pdf'],
  ])('%s names %s', (header, name) => {
    expect(fileNameFromContentDisposition(header)).toBe(name);
  });

  it('prefers filename* to filename, wherever each stands', () => {
    expect(fileNameFromContentDisposition("attachment; filename=\"Hausanschluss.pdf\"; filename*=UTF-8''Hausanschl%C3%BCsse.pdf")).toBe(
      'Hausanschlüsse.pdf',
    );
    expect(fileNameFromContentDisposition("attachment; filename*=UTF-8''Hausanschl%C3%BCsse.pdf; filename=\"Hausanschluss.pdf\"")).toBe(
      'Hausanschlüsse.pdf',
    );
  });

  it('falls back to filename when filename* cannot be read or is not UTF-8', () => {
    expect(fileNameFromContentDisposition("attachment; filename*=UTF-8''kaputt%E2.pdf; filename=\"ersatz.pdf\"")).toBe('ersatz.pdf');
    expect(fileNameFromContentDisposition("attachment; filename*=KOI8-R''x.pdf; filename=\"ersatz.pdf\"")).toBe('ersatz.pdf');
    expect(fileNameFromContentDisposition("attachment; filename*=ISO-8859-1''Stra%DFe.pdf; filename=\"Strasse.pdf\"")).toBe('Strasse.pdf');
  });

  it('keeps only the last segment of a path', () => {
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromContentDisposition("attachment; filename*=UTF-8''..%5C..%5Cboot.ini")).toBe('boot.ini');
  });

  it.each([null, '', 'attachment', 'inline', 'attachment; filename=""', 'attachment; size=3'])('%s names no file', (header) => {
    expect(fileNameFromContentDisposition(header)).toBeNull();
  });
});
