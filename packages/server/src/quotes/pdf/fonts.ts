import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type PDFDocument from 'pdfkit';

/** The Inter cuts the quote uses, by the name the layout asks for. */
export const FONT_FILES = {
  regular: 'Inter_400Regular.ttf',
  semibold: 'Inter_600SemiBold.ttf',
  bold: 'Inter_700Bold.ttf',
} as const;
export type FontName = keyof typeof FONT_FILES;

const PACKAGE = '@expo-google-fonts/inter';
const cutDirectory = (file: string) => file.replace(/^Inter_/, '').replace(/\.ttf$/, '');

/**
 * The file of a cut: next to the bundle (`dist/fonts`, copied by the build) when it runs
 * bundled, else from the installed font package (tests, `npm run dev`). Never the network.
 */
function fontPath(file: string): string {
  const bundled = fileURLToPath(new URL(`./fonts/${file}`, import.meta.url));
  if (existsSync(bundled)) return bundled;
  return createRequire(import.meta.url).resolve(`${PACKAGE}/${cutDirectory(file)}/${file}`);
}

let loaded: Record<FontName, Uint8Array> | undefined;

/** The font files, read once per process. */
function fontData(): Record<FontName, Uint8Array> {
  loaded ??= {
    regular: readFileSync(fontPath(FONT_FILES.regular)),
    semibold: readFileSync(fontPath(FONT_FILES.semibold)),
    bold: readFileSync(fontPath(FONT_FILES.bold)),
  };
  return loaded;
}

/**
 * The cuts as parsed by the first document, reused by the later ones: pdfkit accepts a parsed
 * (fontkit) font in place of the file, and parsing Inter anew cost about a third of a quote's
 * rendering. pdfkit keeps the parsed font of the current cut in `_font.font` (pinned version).
 */
const parsedFonts = new Map<FontName, object>();

function parsedFontOf(doc: PDFDocument): object | null {
  const font = (doc as unknown as { _font?: { font?: { layout?: unknown } } })._font?.font;
  return font && typeof font.layout === 'function' ? font : null;
}

/** Embeds the cuts into the document under their names (subset to the glyphs used). */
export function registerFonts(doc: PDFDocument): void {
  for (const [name, data] of Object.entries(fontData()) as [FontName, Uint8Array][]) {
    doc.registerFont(name, parsedFonts.get(name) ?? data);
    if (parsedFonts.has(name)) continue;
    const parsed = parsedFontOf(doc.font(name));
    if (parsed) parsedFonts.set(name, parsed);
  }
}
