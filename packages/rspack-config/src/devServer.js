/** The running server a remote's dev server passes everything else to; `npm start` listens on :3000. */
export const devProxyTarget = () => process.env.DEV_PROXY_TARGET ?? 'http://localhost:3000';

/**
 * The dev server of one remote: open the app through it (`http://localhost:<port>/`) and
 * everything (the shell, the API, the other remotes) comes from the running server, except this
 * remote, which is compiled here and replaces its entry in the `/remotes.json` this browser gets.
 * Other users of the server never see the local build, and the page stays on one origin, so the
 * server's content security policy holds unchanged.
 */
export function remoteDevServer({ port, name, publicPath, manifest }) {
  const target = devProxyTarget();
  return {
    port,
    hot: false,
    liveReload: true,
    historyApiFallback: false,
    devMiddleware: { publicPath },
    client: { overlay: { errors: true, warnings: false } },
    proxy: [
      {
        context: (pathname) => !pathname.startsWith(publicPath) && pathname !== '/remotes.json' && !pathname.startsWith('/ws'),
        target,
        ws: false,
      },
    ],
    setupMiddlewares(middlewares) {
      middlewares.unshift({
        name: 'local-remote-in-manifest',
        path: '/remotes.json',
        middleware: async (request, response, next) => {
          if (request.method !== 'GET') return next();
          try {
            const upstream = await fetch(new URL('/remotes.json', target), { headers: { accept: 'application/json' } });
            if (!upstream.ok) throw new Error(`${target}/remotes.json answered ${upstream.status}`);
            const remotes = await upstream.json();
            const local = { ...manifest(), entry: `${publicPath}remoteEntry.js` };
            const others = remotes.filter((remote) => remote.name !== name);
            response.setHeader('content-type', 'application/json');
            response.setHeader('cache-control', 'no-store');
            response.end(JSON.stringify([...others, local]));
          } catch (error) {
            next(error);
          }
        },
      });
      return middlewares;
    },
  };
}
