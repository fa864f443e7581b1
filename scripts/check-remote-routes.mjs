// Every remote (a folder with a remote.json) keeps its routes and its remote.json in step:
// src/routes.tsx is the source of its URLs, remote.json declares the prefixes the shell mounts it
// under and its sidebar entries, and src/routes.test.ts compares both with remoteRouteProblems.
// Its build runs that test first, so a route without prefix or sidebar entry never ships.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const ROUTES_CHECK = 'vitest run src/routes.test.ts';
const root = resolve(import.meta.dirname, '..');
const remotes = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(resolve(root, entry.name, 'remote.json')))
  .map((entry) => entry.name);

/** What keeps `remote`'s routes and remote.json in step, or is missing for it. */
function remoteRouteCheckProblems(remote, read = (path) => (existsSync(resolve(root, remote, path)) ? readFileSync(resolve(root, remote, path), 'utf8') : null)) {
  const problems = [];
  if (read('src/routes.tsx') === null) problems.push(`${remote}: no src/routes.tsx`);
  const test = read('src/routes.test.ts') ?? '';
  if (!/remoteRouteProblems\(declared, routes\)/.test(test) || !test.includes("from '../remote.json'")) {
    problems.push(`${remote}: src/routes.test.ts does not compare remote.json with the routes (remoteRouteProblems(declared, routes))`);
  }
  const build = JSON.parse(read('package.json') ?? '{}').scripts?.build ?? '';
  if (!build.startsWith(`${ROUTES_CHECK} && `)) problems.push(`${remote}: the build script does not start with '${ROUTES_CHECK} && '`);
  return problems;
}

const problems = remotes.flatMap((remote) => remoteRouteCheckProblems(remote));
if (remotes.length === 0) problems.push('no remote found (no folder with a remote.json)');
if (problems.length > 0) {
  console.error(`A remote's routes are not checked against its remote.json:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`Routes checked against remote.json at build and in tests: ${remotes.join(', ')}`);
