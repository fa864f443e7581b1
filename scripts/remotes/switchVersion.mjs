import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { currentManifest, readJson, recordSwitch, switches, UsageError, VERSION, versionDir, writeManifest } from './deployFolder.mjs';

const summary = (remote) => (remote ? `${remote.version} (${remote.entry})` : 'nicht gelistet');

function replaceRemote(manifest, name, replacement) {
  const others = manifest.filter((remote) => remote.name !== name);
  return replacement ? [...others, replacement] : others;
}

/**
 * Points the served manifest's entry of a remote at a published version: on this server
 * (`/remotes/<name>/<version>/remoteEntry.js`) or, with `base`, where that version was uploaded,
 * e.g. `https://cdn.example.com/mfe-pv/1.4.0/`. Browsers take it on their next page load.
 */
export function switchToVersion(name, version, base) {
  if (!VERSION.test(version ?? '')) throw new UsageError(`„${version ?? ''}“ ist keine Version wie 1.4.0.`);
  const folder = versionDir(name, version);
  if (!existsSync(join(folder, 'remote.json'))) {
    throw new UsageError(`${name} ${version} ist nicht veröffentlicht (${folder} fehlt). Erst: npm run publish -w ${name} -- ${version}`);
  }
  if (base !== undefined && !/^https?:\/\/[^/]+\/.*\/$/.test(base)) {
    throw new UsageError(`--base muss eine http(s)-Adresse sein, die mit / endet, z. B. https://cdn.example.com/${name}/${version}/`);
  }
  const entry = base ? `${base}remoteEntry.js` : `/remotes/${name}/${version}/remoteEntry.js`;
  const manifest = currentManifest();
  const before = manifest.find((remote) => remote.name === name);
  const after = { ...readJson(join(folder, 'remote.json')), entry };
  writeManifest(replaceRemote(manifest, name, after));
  // The history keeps whole entries, so a rollback restores exactly what was served.
  recordSwitch({ remote: name, from: before ?? null, to: after });
  return { before: summary(before), after: summary(after) };
}

/**
 * Switches a remote back to what it was before the switch that brought its current entry;
 * rolling back again goes one step further back, not forth.
 */
export function rollback(name) {
  const manifest = currentManifest();
  const current = manifest.find((remote) => remote.name === name);
  const last = switches()
    .filter((change) => change.remote === name && !change.rollback && change.to?.entry === current?.entry)
    .at(-1);
  if (!last) throw new UsageError(`Für ${name} ist kein Wechsel verzeichnet, zu dem es zurückgehen könnte.`);
  const restored = last.from;
  writeManifest(replaceRemote(manifest, name, restored));
  recordSwitch({ remote: name, from: current ?? null, to: restored, rollback: true });
  return { before: summary(current), after: summary(restored) };
}
