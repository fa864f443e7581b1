import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
export const REMOTE_NAME = /^[a-z][a-z0-9-]{0,62}$/;

export class UsageError extends Error {}

/** The folder the server serves published versions from: DEPLOY_DIR (relative to the repository) or ./deploy. */
export function deployDir() {
  const configured = process.env.DEPLOY_DIR || './deploy';
  return isAbsolute(configured) ? configured : resolve(repoRoot, configured);
}

export const versionDir = (name, version) => join(deployDir(), name, version);
const manifestPath = () => join(deployDir(), 'remotes.json');
const historyPath = () => join(deployDir(), 'switches.jsonl');

export const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** Writes next to the target and renames: the server never reads a half-written file. */
export function writeFileAtomically(path, contents) {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, path);
}

/** The workspace builds, as the server lists them while the deploy folder has no remotes.json. */
function workspaceBuilds() {
  return readdirSync(repoRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(repoRoot, entry.name, 'dist', 'remote.json')))
    .map((entry) => ({ ...readJson(join(repoRoot, entry.name, 'dist', 'remote.json')), entry: `/remotes/${entry.name}/build/remoteEntry.js` }));
}

/** The manifest the server currently serves from the deploy folder (or would, starting from the builds). */
export function currentManifest() {
  return existsSync(manifestPath()) ? readJson(manifestPath()) : workspaceBuilds();
}

export function writeManifest(remotes) {
  writeFileAtomically(manifestPath(), `${JSON.stringify(remotes, null, 2)}\n`);
}

export function recordSwitch(change) {
  mkdirSync(deployDir(), { recursive: true });
  appendFileSync(historyPath(), `${JSON.stringify({ at: new Date().toISOString(), ...change })}\n`);
}

export function switches() {
  if (!existsSync(historyPath())) return [];
  return readFileSync(historyPath(), 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
}

export function publishedVersions(name) {
  const folder = join(deployDir(), name);
  if (!existsSync(folder)) return [];
  return readdirSync(folder).filter((version) => VERSION.test(version)).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}
