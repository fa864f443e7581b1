/** esbuild plugin: workspace packages are TypeScript sources and get bundled; everything from npm stays in node_modules. */
export const bundleOnlyWorkspacePackages = {
  name: 'bundle-only-workspace-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@planner/') ? undefined : { path: args.path, external: true },
    );
  },
};
