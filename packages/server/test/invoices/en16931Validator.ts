import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** The project root, from which the validator finds saxon-js, and the official CEN rules beside it (../shared/validators). */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const CHECK = join('shared', 'validators', 'en16931-check.mjs');
/** Beside the checkout, or beside the folder of its worktrees. */
const VALIDATOR = [join(ROOT, '..', CHECK), join(ROOT, '..', '..', CHECK)].find(existsSync) ?? join(ROOT, '..', CHECK);

export interface En16931Report {
  /** 'FATAL file rule: text' for each fatal rule that fails. */
  fatal: string[];
  /** 'en16931: N files, F fatal, W warnings' */
  summary: string;
}

/**
 * Checks CII e-invoices against the official EN 16931 validation rules (ConnectingEurope
 * validation artefacts, run by SaxonJS), all documents in one run; `documents` maps a name to its XML.
 */
export async function validateEn16931(documents: Record<string, string>): Promise<En16931Report> {
  const directory = mkdtempSync(join(tmpdir(), 'en16931-'));
  try {
    const files = Object.entries(documents).map(([name, xml]) => {
      const file = join(directory, `${name}.xml`);
      writeFileSync(file, xml);
      return file;
    });
    const output = await promisify(execFile)(process.execPath, [VALIDATOR, ...files], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 }).catch(
      (failed: { stdout?: string; stderr?: string }) => ({ stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' }),
    );
    const lines = output.stdout.split('\n');
    const summary = lines.find((line) => line.startsWith('en16931:')) ?? `no report: ${output.stderr}`;
    return { fatal: lines.filter((line) => line.startsWith('FATAL')), summary };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
