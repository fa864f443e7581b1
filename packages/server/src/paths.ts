import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The monorepo root. This module lives in `packages/server/src` and is bundled into
 * `packages/server/dist`, so the root is three levels up in both cases.
 */
export const repoRoot = resolve(fileURLToPath(new URL('../../../', import.meta.url)));
