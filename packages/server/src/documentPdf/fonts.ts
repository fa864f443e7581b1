import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import type { Font } from 'fontkit';
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

let parsed: Record<FontName, Font> | undefined;

/** The cuts, read and parsed once per process: parsing Inter anew cost about a third of a quote's rendering. */
function parsedFonts(): Record<FontName, Font> {
  const parse = (file: string) => fontkit.create(readFileSync(fontPath(file))) as Font;
  parsed ??= { regular: parse(FONT_FILES.regular), semibold: parse(FONT_FILES.semibold), bold: parse(FONT_FILES.bold) };
  return parsed;
}

/** Embeds the cuts into the document under their names (subset to the glyphs used). */
export function registerFonts(doc: PDFDocument): void {
  for (const [name, font] of Object.entries(parsedFonts()) as [FontName, Font][]) doc.registerFont(name, font);
}
