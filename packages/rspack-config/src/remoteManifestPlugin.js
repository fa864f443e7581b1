import { readFileSync } from 'node:fs';
import { contractRanges } from './contract.js';
import { iconData } from './sidebarIcons.js';

/**
 * Writes the remote's `remote.json` into its build: what the remote declares in its folder's
 * remote.json (title, routes, environments, sidebar entries with icon names), plus its name,
 * version, the contract ranges it was built against and its icons as SVG data.
 */
export class RemoteManifestPlugin {
  constructor({ sourcePath, packageJson, contract }) {
    this.sourcePath = sourcePath;
    this.packageJson = packageJson;
    this.contract = contract;
  }

  manifest() {
    const source = JSON.parse(readFileSync(this.sourcePath, 'utf8'));
    return {
      name: this.packageJson.name,
      ...source,
      version: this.packageJson.version,
      contract: contractRanges(this.contract),
      sidebar: (source.sidebar ?? []).map((entry) => ({ ...entry, icon: iconData(entry.icon) })),
    };
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RemoteManifestPlugin', (compilation) => {
      compilation.fileDependencies.add(this.sourcePath);
      compilation.hooks.processAssets.tap(
        { name: 'RemoteManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset('remote.json', new RawSource(`${JSON.stringify(this.manifest(), null, 2)}\n`)),
      );
    });
  }
}
