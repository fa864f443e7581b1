// Publishing and switching remote versions; see "Deploying a remote" in the README.
//   npm run publish -w mfe-pv -- 1.4.0            build mfe-pv and publish it as 1.4.0
//   npm run remotes -- use mfe-pv 1.4.0 [--base https://cdn.example.com/mfe-pv/1.4.0/]
//   npm run remotes -- rollback mfe-pv
//   npm run remotes -- list
import { currentManifest, deployDir, publishedVersions, UsageError } from './remotes/deployFolder.mjs';
import { publish } from './remotes/publish.mjs';
import { rollback, switchToVersion } from './remotes/switchVersion.mjs';

const USAGE = `Aufruf:
  npm run publish -w <remote> -- <version>
  npm run remotes -- use <remote> <version> [--base <url>]
  npm run remotes -- rollback <remote>
  npm run remotes -- list`;

function option(args, name) {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const [, value] = args.splice(index, 2);
  return value;
}

async function main(args) {
  const base = option(args, '--base');
  const [command, ...rest] = args;
  switch (command) {
    case 'publish': {
      // Run by `npm run publish -w <remote>` in the remote's folder.
      const remoteDir = process.cwd();
      const { name, version, target } = await publish(remoteDir, rest[0]);
      console.log(`${name} ${version} veröffentlicht: ${target}`);
      console.log(`Umschalten: npm run remotes -- use ${name} ${version}`);
      return;
    }
    case 'use': {
      const [name, version] = rest;
      const { before, after } = switchToVersion(name, version, base);
      console.log(`${name}: ${before} → ${after}`);
      return;
    }
    case 'rollback': {
      const { before, after } = rollback(rest[0]);
      console.log(`${rest[0]} zurück: ${before} → ${after}`);
      return;
    }
    case 'list': {
      console.log(`Deploy-Ordner: ${deployDir()}`);
      for (const remote of currentManifest()) {
        const published = publishedVersions(remote.name);
        console.log(`${remote.name}: ${remote.version} (${remote.entry}); veröffentlicht: ${published.join(', ') || '–'}`);
      }
      return;
    }
    default:
      throw new UsageError(USAGE);
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof UsageError ? error.message : error);
  process.exit(1);
});
