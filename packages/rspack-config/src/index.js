import { readFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ANTD_SHARED_MODULES } from './antdModules.js';
import { contractVersions } from './contract.js';
import { devProxyTarget, remoteDevServer } from './devServer.js';
import { isMockMode, mockModeConfig } from './mockMode.js';
import { PrecompressPlugin } from './precompress.js';
import { RemoteManifestPlugin } from './remoteManifestPlugin.js';
import { LAZY_SINGLETONS, sharedDependencies } from './shared.js';

export { LAZY_SINGLETONS, sharedDependencies, SINGLETONS } from './shared.js';
export { precompressed, isCompressible } from './precompress.js';
export { iconData } from './sidebarIcons.js';

const PURE_PACKAGES_WITHOUT_DECLARATION = /[\\/]node_modules[\\/](@rc-component|@ant-design[\\/](colors|cssinjs|cssinjs-utils|fast-color))[\\/]/;

/**
 * Every signed-in page needs antd's foundation (theme, CSS-in-JS, shared utilities) and the
 * components of the shell's layout. Provided one shared module at a time, they would arrive
 * in some forty small files, each compressed on its own; grouped they are fewer and smaller.
 */
const EVERY_PAGE_CHUNKS = {
  antdFoundation: {
    test: /[\\/]node_modules[\\/](antd[\\/]es[\\/](_util|config-provider|theme|locale|style|version)|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)|@rc-component[\\/](util|motion|resize-observer|portal|trigger)|@emotion|stylis|@babel[\\/]runtime|clsx)[\\/]/,
    name: 'antd-foundation',
    chunks: 'async',
    enforce: true,
    priority: 20,
  },
  // Small modules that several shared antd components import; below the default minimum size
  // for a chunk of their own, they were copied into the file of each component that needs them.
  antdCommon: {
    test: /[\\/]node_modules[\\/](@ant-design[\\/]icons[\\/]es[\\/](components|renderUtils|cssUtils|utils)|@ant-design[\\/]icons(-svg)?[\\/]es[\\/](asn|icons)[\\/](Bars|Left|Right|Down|Ellipsis|Close|Check|Loading)Outlined|@ant-design[\\/]icons(-svg)?[\\/]es[\\/](asn|icons)[\\/]CloseCircleFilled|antd[\\/]es[\\/]((calendar|date-picker|time-picker)[\\/]locale|modal[\\/]locale|form[\\/](context|validateMessagesContext)|color-picker[\\/](color|util|components[\\/]ColorPresets)|table[\\/]TableMeasureRowContext)|@rc-component[\\/]((pagination|picker)[\\/]es[\\/]locale|form[\\/]es[\\/]FormContext|color-picker[\\/]es[\\/]color)|react-is)/,
    name: 'antd-foundation',
    chunks: 'async',
    enforce: true,
    priority: 20,
  },
  antdLayout: {
    test: /[\\/]node_modules[\\/](antd[\\/]es[\\/](avatar|breadcrumb|button|dropdown|flex|layout|menu|spin|tooltip|typography|empty|wave|space)|@rc-component[\\/](menu|overflow|dropdown|tooltip))[\\/]/,
    name: 'antd-layout',
    chunks: 'async',
    enforce: true,
    priority: 10,
  },
};

const MF_COMMONJS_RUNTIME = /[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

/** The ES module builds of the federation runtime's packages, for the imports between them. */
const MF_RUNTIME_ESM = Object.fromEntries(
  ['runtime', 'runtime-core', 'sdk', 'error-codes', 'webpack-bundler-runtime'].map((name) => [
    `@module-federation/${name}$`,
    fileURLToPath(import.meta.resolve(`@module-federation/${name}`)),
  ]),
);

/**
 * Build configuration of the shell and every remote. Each app's rspack.config.js
 * only names itself and what it exposes:
 *
 *   export default createAppConfig({ dirname: import.meta.dirname, federationName: 'mfe_pv',
 *     exposes: { './app': './src/app.tsx' } });
 */
export function createAppConfig({ dirname, federationName, exposes = {}, html = false, port = 4000 }) {
  const isHost = html;
  const isProduction = process.env.NODE_ENV !== 'development';
  const packageJson = JSON.parse(readFileSync(resolve(dirname, 'package.json'), 'utf8'));
  const manifestPath = resolve(dirname, 'remote.json');
  const isRemote = !isHost && existsSync(manifestPath);
  const contract = contractVersions(dirname);
  // In development a remote is served by its own dev server, which passes everything else to a
  // running server; its files live where no published version can be.
  const devPublicPath = `/remotes/${packageJson.name}/dev/`;

  const config = {
    mode: isProduction ? 'production' : 'development',
    context: dirname,
    entry: {
      main: './src/index.ts',
      // Never loaded: it makes the host provide every shared antd module, so that all roots use
      // the host's single antd instance even for components the host itself does not render,
      // and the lazy singletons (pdf.js), which only remotes import.
      ...(isHost && { 'antd-provides': [...ANTD_SHARED_MODULES, ...LAZY_SINGLETONS] }),
    },
    // Not `eval-…`: the app's content security policy allows no eval, also in development.
    devtool: isProduction ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: resolve(dirname, 'dist'),
      // A remote's chunks load relative to its remoteEntry.js, so it can be published under any
      // versioned path; the host's index.html is served for every route, so its paths are absolute.
      publicPath: isHost ? '/' : isProduction ? 'auto' : devPublicPath,
      filename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      cssFilename: '[name].[contenthash:10].css',
      cssChunkFilename: '[name].[contenthash:10].css',
      uniqueName: federationName,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: MF_RUNTIME_ESM,
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              // A remote in development runs inside the production shell, whose shared React has no
              // development JSX runtime; it uses the shared `react/jsx-runtime` like in production.
              transform: { react: { runtime: 'automatic', development: !isProduction && isHost } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        // These packages are pure ES modules but do not say so, which keeps, for example, all of
        // rc-form (with its validator) in every page because the tooltip imports its FormProvider.
        { test: PURE_PACKAGES_WITHOUT_DECLARATION, sideEffects: false },
        { test: /\.css$/i, type: 'css/auto' },
        { test: /\.(png|jpe?g|svg|gif|webp|woff2?|ttf|otf)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(isProduction ? 'production' : 'development'),
        __APP_VERSION__: JSON.stringify(packageJson.version),
        __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? 'local'),
        __BUILT_AT__: JSON.stringify(new Date().toISOString()),
        __CONTRACT_VERSIONS__: JSON.stringify(contract),
      }),
      // The federation runtime is injected as CommonJS, which keeps every helper of it (node
      // loaders, manifest snapshots, logging) in the browser bundle; its ES module build
      // lets the unused parts be tree-shaken.
      new rspack.NormalModuleReplacementPlugin(MF_COMMONJS_RUNTIME, (resource) => {
        resource.request = resource.request.replace(/\.cjs$/, '.js');
      }),
      new ModuleFederationPlugin({
        name: federationName,
        filename: 'remoteEntry.js',
        exposes,
        remotes: {},
        shared: sharedDependencies(packageJson, { provide: isHost }),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        // The host ships the federation runtime once; remote entries reuse it.
        experiments: isHost
          ? { provideExternalRuntime: true, optimization: { disableSnapshot: true } }
          : { externalRuntime: true, optimization: { disableSnapshot: true, disableRemote: true } },
      }),
      html &&
        new rspack.HtmlRspackPlugin({
          template: resolve(dirname, 'index.html'),
          chunks: ['main'],
          inject: 'body',
          scriptLoading: 'defer',
        }),
      isRemote && new RemoteManifestPlugin({ sourcePath: manifestPath, packageJson, contract }),
      isProduction && new PrecompressPlugin(),
    ].filter(Boolean),
    optimization: {
      // MF containers need stable runtime handling; one runtime per app.
      runtimeChunk: false,
      splitChunks: isHost ? { cacheGroups: EVERY_PAGE_CHUNKS } : undefined,
    },
    performance: { hints: false },
    lazyCompilation: false,
    devServer: isRemote
      ? remoteDevServer({ port, name: packageJson.name, publicPath: devPublicPath, manifest: () => new RemoteManifestPlugin({ sourcePath: manifestPath, packageJson, contract }).manifest() })
      : {
          port,
          historyApiFallback: html,
          proxy: [{ context: ['/api', '/remotes', '/remotes.json'], target: devProxyTarget() }],
        },
  };
  return isRemote && isMockMode() ? mockModeConfig(config, { dirname, port }) : config;
}
