import { spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

/**
 * A small reverse proxy for the bench, like the README's nginx configuration: round-robin over
 * `upstreams` (base URLs) on keep-alive connections, `X-Forwarded-*` headers set, no retries (a
 * request that fails upstream answers 502, so it is never sent twice).
 */
async function serveProxy(port, upstreams) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const targets = upstreams.map((url) => new URL(url));
  let next = 0;
  const server = http.createServer((incoming, outgoing) => {
    const target = targets[next];
    next = (next + 1) % targets.length;
    const forwarded = incoming.headers['x-forwarded-for'];
    const headers = {
      ...incoming.headers,
      connection: 'keep-alive',
      'x-forwarded-for': forwarded ? `${forwarded}, ${incoming.socket.remoteAddress}` : incoming.socket.remoteAddress,
      'x-forwarded-proto': 'http',
      'x-forwarded-host': incoming.headers.host ?? '',
    };
    const upstream = http.request({ host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers, agent }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
}

/** Starts the proxy in a process of its own (as nginx would be), resolving once it listens. */
export async function startProxy(port, upstreams) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), String(port), ...upstreams], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`proxy exited with ${code}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [port, ...upstreams] = process.argv.slice(2);
  await serveProxy(Number(port), upstreams);
  console.log('listening');
}
