import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
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

// A new embedded database restores this instead of running initdb (see src/db/database.ts).
const pglite = await PGlite.create();
const emptyCluster = await pglite.dumpDataDir('gzip');
await pglite.close();
await writeFile(new URL('dist/pglite-empty-cluster.tar.gz', import.meta.url), Buffer.from(await emptyCluster.arrayBuffer()));
console.log('  dist/pglite-empty-cluster.tar.gz');
