import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { COMPOSITION_FILES, SERVER_KIT, serverFeatureFolders } from '../serverFolders.mjs';
import { importCycles, importGraph } from './support/importGraph';

const REPOSITORY = fileURLToPath(new URL('../../../', import.meta.url));
const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const features = serverFeatureFolders();
const folderOf = (file: string) => (file.includes('/') ? file.slice(0, file.indexOf('/')) : null);

/** The folders src/features.ts takes a ServerFeature from. */
const listedFeatures = () =>
  [...readFileSync(`${SRC}features.ts`, 'utf8').matchAll(/import \{ \w+Feature \} from '\.\/(\w+)'/g)].map((match) => match[1]);

const declaresServerFeature = (folder: string) =>
  existsSync(`${SRC}${folder}/index.ts`) && /: ServerFeature = /.test(readFileSync(`${SRC}${folder}/index.ts`, 'utf8'));

describe('the server kit and its features', () => {
  it('counts every folder but the kit as a feature, among them every ServerFeature', () => {
    expect(features).toEqual(expect.arrayContaining(['auth', 'invoices', 'quoteLinks', 'remotes', 'team', 'tenant']));
    expect(features).toEqual(expect.arrayContaining(listedFeatures()));
    for (const kit of SERVER_KIT) {
      expect(existsSync(`${SRC}${kit}`), `kit folder ${kit}`).toBe(true);
      expect(declaresServerFeature(kit), `kit folder ${kit} declares a ServerFeature`).toBe(false);
    }
    expect(features.filter(declaresServerFeature).sort()).toEqual([...listedFeatures()].sort());
  });

  it('lint refuses every feature, and the composition root, to every kit folder', async () => {
    const eslint = new ESLint({ cwd: REPOSITORY });
    const targets = [...features, ...COMPOSITION_FILES];
    const code = targets.map((target, index) => `export * as f${index} from '../${target}';\n`).join('');
    for (const kit of SERVER_KIT) {
      const [result] = await eslint.lintText(code, { filePath: `packages/server/src/${kit}/boundary-probe.ts` });
      const refused = result!.messages.filter((message) => message.ruleId === 'no-restricted-imports');
      expect(refused.map((message) => message.line), kit).toEqual(targets.map((_, index) => index + 1));
      expect(refused[0]?.message).toContain('The server kit knows no feature');
    }
  }, 60_000);

  it('the kit imports no feature and no import cycle spans two folders', () => {
    const graph = importGraph(SRC);
    const kitImportsOfFeatures = [...graph].flatMap(([file, targets]) =>
      SERVER_KIT.includes(folderOf(file) ?? '')
        ? targets.filter((target) => {
            const folder = folderOf(target);
            return folder === null ? COMPOSITION_FILES.includes(target.replace(/\.ts$/, '')) : features.includes(folder);
          }).map((target) => `${file} → ${target}`)
        : [],
    );
    expect(kitImportsOfFeatures).toEqual([]);
    const crossFolderCycles = importCycles(graph).filter((cycle) => new Set(cycle.map(folderOf)).size > 1);
    expect(crossFolderCycles).toEqual([]);
  });
});
