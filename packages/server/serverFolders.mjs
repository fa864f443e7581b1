// Which folders of src are the shared kit and which are features. The kit is named here; every
// other folder is a feature, so a new feature is behind the lint rule's boundaries from its first
// file on (eslint.config.js, test/serverBoundaries.test.ts).
import { readdirSync } from 'node:fs';

/** Shared by all features and imported directly; the kit imports no feature. */
export const SERVER_KIT = ['db', 'documentPdf', 'http', 'images', 'jobs', 'mail', 'secrets', 'storage'];

/** The files of src that put the features together (the composition root); no kit file imports them. */
export const COMPOSITION_FILES = ['app', 'feature', 'features', 'main'];

const SRC = new URL('./src/', import.meta.url);

/** Every folder of src that is not kit, sorted. */
export function serverFeatureFolders() {
  return readdirSync(SRC, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !SERVER_KIT.includes(entry.name))
    .map((entry) => entry.name)
    .sort();
}
