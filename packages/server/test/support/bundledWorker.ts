import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { bundleOnlyWorkspacePackages } from '../../bundleWorkspacePackages.mjs';

/**
 * A worker thread runs JavaScript only: the worker's entry is bundled as build.mjs bundles it,
 * into a folder of its own from which its npm dependencies resolve. `build` before the tests,
 * `remove` after them.
 */
export function bundledWorker(entry: URL, name: string): { file: URL; build: () => Promise<void>; remove: () => void } {
  const directory = new URL(`../../node_modules/.cache/${name}-${randomUUID()}/`, import.meta.url);
  const file = new URL(`${name}.js`, directory);
  return {
    file,
    build: async () => {
      await build({
        entryPoints: [fileURLToPath(entry)],
        outfile: fileURLToPath(file),
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        logLevel: 'warning',
        plugins: [bundleOnlyWorkspacePackages],
      });
    },
    remove: () => rmSync(directory, { recursive: true, force: true }),
  };
}
