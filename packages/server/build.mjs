import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { bundleOnlyWorkspacePackages } from './bundleWorkspacePackages.mjs';

const packageDir = fileURLToPath(new URL('.', import.meta.url));

await build({
  absWorkingDir: packageDir,
  // Quote, invoice and payment reminder PDFs are rendered on worker threads of their own (src/documentPdf/pdfWorker.ts;
  // the document kinds in src/quotes/finalizeQuote.ts, src/invoices/issueInvoice.ts, src/invoices/reminders/reminderDocument.ts).
  entryPoints: {
    main: 'src/main.ts',
    quotePdfWorker: 'src/quotes/pdf/quotePdfWorker.ts',
    invoicePdfWorker: 'src/invoices/document/invoicePdfWorker.ts',
    reminderPdfWorker: 'src/invoices/reminders/pdf/reminderPdfWorker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [bundleOnlyWorkspacePackages],
  define: { 'process.env.PLANNER_BUILT_AT': JSON.stringify(new Date().toISOString()) },
  logLevel: 'info',
});

// Quote and invoice PDFs embed Inter; the bundle looks for the cuts next to itself (src/documentPdf/fonts.ts).
const QUOTE_FONTS = ['400Regular/Inter_400Regular.ttf', '600SemiBold/Inter_600SemiBold.ttf', '700Bold/Inter_700Bold.ttf'];
const requireFromPackage = createRequire(import.meta.url);
mkdirSync(new URL('dist/fonts/', import.meta.url), { recursive: true });
for (const font of QUOTE_FONTS) {
  const file = font.split('/')[1];
  copyFileSync(requireFromPackage.resolve(`@expo-google-fonts/inter/${font}`), new URL(`dist/fonts/${file}`, import.meta.url));
}

// Build-time products of this build's own code, written next to the bundle: a migrated
// cluster that new embedded databases restore instead of running initdb and every migration
// (see src/db/database.ts), and the demo pictures (see src/images/demoImages.ts).
await build({
  absWorkingDir: packageDir,
  entryPoints: { writeMigratedSnapshot: 'src/db/writeMigratedSnapshot.ts', writeDemoImages: 'src/demo/writeDemoImages.ts' },
  outdir: 'dist/tools',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [bundleOnlyWorkspacePackages],
  logLevel: 'warning',
});
const { writeMigratedSnapshot } = await import('./dist/tools/writeMigratedSnapshot.js');
const { writeDemoImages } = await import('./dist/tools/writeDemoImages.js');
await writeMigratedSnapshot(fileURLToPath(new URL('dist/pglite-migrated-cluster.tar.gz', import.meta.url)));
console.log('  dist/pglite-migrated-cluster.tar.gz');
await writeDemoImages(fileURLToPath(new URL('dist/demo-images.json', import.meta.url)));
console.log('  dist/demo-images.json');
