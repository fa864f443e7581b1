// Fails when two workspaces declare different versions of the same dependency.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const root = JSON.parse(readFileSync('package.json', 'utf8'));
/** The folders a workspaces entry names: `shell`, `packages/*` or `mfe-*` (a `*` in the last segment only). */
function foldersOf(pattern) {
  if (!pattern.includes('*')) return [pattern];
  const slash = pattern.lastIndexOf('/');
  const parent = slash === -1 ? '.' : pattern.slice(0, slash);
  const [before, after] = pattern.slice(slash + 1).split('*');
  return readdirSync(parent)
    .filter((name) => name.startsWith(before) && name.endsWith(after) && name.length >= before.length + after.length)
    .map((name) => (parent === '.' ? name : `${parent}/${name}`));
}

const manifests = ['package.json', ...root.workspaces.flatMap(foldersOf).map((folder) => `${folder}/package.json`)].filter((path) =>
  existsSync(path),
);

const seen = new Map();
const conflicts = [];
for (const path of manifests) {
  const manifest = JSON.parse(readFileSync(path, 'utf8'));
  for (const [name, version] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })) {
    const first = seen.get(name);
    if (first && first.version !== version) conflicts.push(`${name}: ${first.version} (${first.path}) ≠ ${version} (${path})`);
    else if (!first) seen.set(name, { version, path });
  }
}
if (conflicts.length > 0) {
  console.error(`Dependency versions differ between workspaces:\n${conflicts.join('\n')}`);
  process.exit(1);
}
console.log(`One version of each of ${seen.size} dependencies across ${manifests.length} manifests.`);
