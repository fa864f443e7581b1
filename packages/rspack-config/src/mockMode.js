import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { rspack } from '@rspack/core';

/**
 * `npm run dev -w <remote> -- --mock` (`rspack serve --env mock`, see dev.js):
 * the remote alone, its API answered in the browser.
 */
export const isMockMode = (argv = process.argv) =>
  argv.includes('--env=mock') || argv.some((arg, index) => arg === 'mock' && ['--env', '--environment'].includes(argv[index - 1] ?? ''));

/** MSW's service worker script, as installed for @planner/ui (which brings MSW). */
function mockServiceWorkerScript(dirname) {
  const fromRemote = createRequire(resolve(dirname, 'package.json'));
  const fromUi = createRequire(fromRemote.resolve('@planner/ui'));
  return readFileSync(fromUi.resolve('msw/mockServiceWorker.js'));
}

const PAGE = (title) => `<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title} (Mock-Modus)</title>
    <style>
      html, body { margin: 0; background: #f4f6fa; font-family: system-ui, sans-serif; }
      .mock-navigation { display: flex; flex-wrap: wrap; gap: 4px 16px; align-items: center; padding: 10px 16px; background: #1d3f73; color: #fff; }
      .mock-navigation a { color: #dbe6f7; }
      main { padding: 16px; }
    </style>
  </head>
  <body><div id="root">${title} wird geladen …</div></body>
</html>`;

/**
 * The mock mode of a remote: its `src/mock/main.ts` on a page of its own, without Module
 * Federation (nothing else is on the page), with MSW's worker and no proxy to a server.
 */
export function mockModeConfig(config, { dirname, port }) {
  if (!existsSync(resolve(dirname, 'src/mock/main.ts'))) {
    throw new Error(`${dirname} has no mock mode yet: add src/mock/main.ts with its typed handlers (see mfe-pv/src/mock).`);
  }
  const declared = JSON.parse(readFileSync(resolve(dirname, 'remote.json'), 'utf8'));
  const worker = mockServiceWorkerScript(dirname);
  return {
    ...config,
    entry: { mock: './src/mock/main.ts' },
    output: { ...config.output, publicPath: '/' },
    plugins: [
      ...config.plugins.filter((plugin) => plugin.constructor?.name === 'DefinePlugin' || plugin.constructor?.name === 'NormalModuleReplacementPlugin'),
      new rspack.HtmlRspackPlugin({ templateContent: PAGE(declared.title), inject: 'body', scriptLoading: 'defer' }),
    ],
    devServer: {
      port,
      hot: false,
      liveReload: true,
      historyApiFallback: true,
      client: { overlay: { errors: true, warnings: false } },
      setupMiddlewares(middlewares) {
        middlewares.unshift({
          name: 'mock-service-worker',
          path: '/mockServiceWorker.js',
          middleware: (_request, response) => {
            response.setHeader('content-type', 'text/javascript');
            response.end(worker);
          },
        });
        return middlewares;
      },
    },
  };
}
