/**
 * npm packages that are data rather than code and go into the bundle, so the server carries
 * them itself: the list of common passwords that chosen passwords are checked against (and
 * the code that unpacks it).
 */
const BUNDLED_NPM_PACKAGES = ['@zxcvbn-ts/language-common', '@zxcvbn-ts/dictionary-compression'];

const isBundled = (path) =>
  path.startsWith('@planner/') || BUNDLED_NPM_PACKAGES.some((name) => path === name || path.startsWith(`${name}/`));

/** esbuild plugin: workspace packages are TypeScript sources and get bundled; everything else from npm stays in node_modules. */
export const bundleOnlyWorkspacePackages = {
  name: 'bundle-only-workspace-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      isBundled(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};
