#!/usr/bin/env node
// Validates CII invoice XML files against the official CEN EN 16931 rules (ConnectingEurope/eInvoicing-EN16931,
// cii/xslt/EN16931-CII-validation.xslt, compiled for SaxonJS). Usage: node en16931-check.mjs FILE.xml...
// Prints each fatal failed assert; last line "en16931: N files, F fatal, W warnings"; exit 0 only without fatal ones.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

// saxon-js is a devDependency of the server.
const SaxonJS = createRequire(import.meta.url)('saxon-js');
const here = dirname(fileURLToPath(import.meta.url));
const sef = join(here, 'en16931-cii', 'EN16931-CII-validation.sef.json');
let fatal = 0;
let warn = 0;
for (const file of process.argv.slice(2)) {
  const out = SaxonJS.transform({ stylesheetFileName: sef, sourceText: readFileSync(file, 'utf8'), destination: 'serialized' }, 'sync');
  const svrl = out.principalResult;
  for (const m of svrl.matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g)) {
    const flag = /flag="([^"]*)"/.exec(m[1])?.[1] ?? 'fatal';
    const id = /id="([^"]*)"/.exec(m[1])?.[1] ?? '?';
    const text = (/<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(m[2])?.[1] ?? '').replace(/\s+/g, ' ').trim();
    if (flag === 'fatal') {
      fatal++;
      process.stdout.write(`FATAL ${file} ${id}: ${text.slice(0, 200)}\n`);
    } else warn++;
  }
}
process.stdout.write(`en16931: ${process.argv.length - 2} files, ${fatal} fatal, ${warn} warnings\n`);
process.exit(fatal ? 1 : 0);
