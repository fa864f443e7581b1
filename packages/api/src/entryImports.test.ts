import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));

/** The modules a source file loads at run time: `import type` and `export type` load nothing. */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const statements = source.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)';/gms);
  return [...statements].map((match) => match[1]!);
}

/** A relative specifier's file: `./x` is `x.ts` or, for a folder, `x/index.ts`. */
const fileOf = (from: string, specifier: string) => {
  const path = resolve(dirname(from), specifier);
  return existsSync(`${path}.ts`) ? `${path}.ts` : resolve(path, 'index.ts');
};

/** Every module `@planner/api` loads at run time from its entry, with the package imports each one makes. */
function reachableFrom(entry: string) {
  const seen = new Map<string, string[]>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const imports = runtimeImports(file);
    seen.set(file, imports);
    for (const specifier of imports.filter((each) => each.startsWith('.'))) visit(fileOf(file, specifier));
  };
  visit(entry);
  return seen;
}

describe('the @planner/api entry', () => {
  it('never imports itself at run time: a module federation shared module that does never finishes loading', () => {
    const selfImports = [...reachableFrom(resolve(SRC, 'index.ts'))]
      .filter(([, imports]) => imports.some((specifier) => specifier === '@planner/api' || specifier.startsWith('@planner/api/')))
      .map(([file]) => file.slice(SRC.length + 1));
    expect(selfImports).toEqual([]);
  });
});
