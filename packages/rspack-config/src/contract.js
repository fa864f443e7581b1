import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The shared packages a remote and the shell must agree on (see CONTRACT_PACKAGES in @planner/api). */
export const CONTRACT_PACKAGES = ['@planner/api', '@planner/platform', '@planner/ui'];

function installedVersion(fromDir, packageName) {
  for (let dir = resolve(fromDir); ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', packageName, 'package.json');
    if (existsSync(candidate)) return JSON.parse(readFileSync(candidate, 'utf8')).version;
    if (dirname(dir) === dir) throw new Error(`${packageName} is not installed for ${fromDir}`);
  }
}

/** The versions of the contract packages an app is built with, e.g. `{ '@planner/api': '1.0.0', … }`. */
export function contractVersions(appDir) {
  return Object.fromEntries(CONTRACT_PACKAGES.map((name) => [name, installedVersion(appDir, name)]));
}

/** The range a remote declares: any later version of the same major release, whose changes add only. */
export const contractRanges = (versions) =>
  Object.fromEntries(Object.entries(versions).map(([name, version]) => [name, `^${version}`]));
