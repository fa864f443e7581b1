import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const packageDir = fileURLToPath(new URL('.', import.meta.url));

/** Workspace packages are TypeScript sources and get bundled; everything from npm stays in node_modules. */
const bundleOnlyWorkspacePackages = {
  name: 'bundle-only-workspace-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@planner/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  absWorkingDir: packageDir,
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [bundleOnlyWorkspacePackages],
  define: { 'process.env.PLANNER_BUILT_AT': JSON.stringify(new Date().toISOString()) },
  logLevel: 'info',
});

// The quote PDF embeds Inter; the bundle looks for the cuts next to itself (src/quotes/pdf/fonts.ts).
const QUOTE_FONTS = ['400Regular/Inter_400Regular.ttf', '600SemiBold/Inter_600SemiBold.ttf', '700Bold/Inter_700Bold.ttf'];
const requireFromPackage = createRequire(import.meta.url);
mkdirSync(new URL('dist/fonts/', import.meta.url), { recursive: true });
for (const font of QUOTE_FONTS) {
  const file = font.split('/')[1];
  copyFileSync(requireFromPackage.resolve(`@expo-google-fonts/inter/${font}`), new URL(`dist/fonts/${file}`, import.meta.url));
}

// A new embedded database restores this instead of running initdb and every migration
// (see src/db/database.ts); it is made with this build's own migrations.
await build({
  absWorkingDir: packageDir,
  entryPoints: ['src/db/writeMigratedSnapshot.ts'],
  outfile: 'dist/tools/writeMigratedSnapshot.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [bundleOnlyWorkspacePackages],
  logLevel: 'warning',
});
const { writeMigratedSnapshot } = await import('./dist/tools/writeMigratedSnapshot.js');
await writeMigratedSnapshot(fileURLToPath(new URL('dist/pglite-migrated-cluster.tar.gz', import.meta.url)));
console.log('  dist/pglite-migrated-cluster.tar.gz');
