import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const REPO_ROOT = resolve(import.meta.dirname, '..', '..', '..');

export interface OwnServer {
  baseURL: string;
  /** Everything the server has logged so far. */
  log(): string;
  stop(): Promise<void>;
}

/**
 * A server of its own for tests that change what every browser gets (the published remotes),
 * so that the suite's shared server stays as it is.
 */
export async function startOwnServer(port: number, env: Record<string, string>): Promise<OwnServer> {
  const child: ChildProcess = spawn(process.execPath, [join(REPO_ROOT, 'packages/server/dist/main.js')], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DEMO_COMPANY: 'false', REGISTRATIONS_PER_HOUR: '10000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseURL = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped at start:\n${output}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  return {
    baseURL,
    log: () => output,
    stop: () =>
      new Promise((resolveStop) => {
        if (child.exitCode !== null) return resolveStop();
        child.once('exit', () => resolveStop());
        child.kill('SIGTERM');
      }),
  };
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
};

export interface StaticOrigin {
  baseURL: string;
  /** Paths requested so far. */
  requests: string[];
  stop(): Promise<void>;
}

/** A plain file server on another port: a CDN for the remotes, as a second origin. */
export async function startStaticOrigin(port: number, root: string): Promise<StaticOrigin> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://cdn').pathname);
    requests.push(path);
    const file = normalize(join(root, path));
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'access-control-allow-origin': '*',
      'cache-control': 'no-cache',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolveListen) => server.listen(port, '127.0.0.1', resolveListen));
  return {
    baseURL: `http://127.0.0.1:${port}`,
    requests,
    stop: () => new Promise((resolveStop) => server.close(() => resolveStop())),
  };
}

/** Runs one of the repository's remote commands (`npm run remotes -- …`, publish) against a deploy folder. */
export async function remotesCommand(args: string[], { deployDir, cwd = REPO_ROOT }: { deployDir: string; cwd?: string }): Promise<string> {
  const child = spawn(process.execPath, [join(REPO_ROOT, 'scripts/remotes.mjs'), ...args], {
    cwd,
    env: { ...process.env, DEPLOY_DIR: deployDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolveExit) => child.on('exit', resolveExit));
  if (code !== 0) throw new Error(`remotes ${args.join(' ')} failed:\n${output}`);
  return output;
}

export const repoPath = (...segments: string[]) => join(REPO_ROOT, ...segments);

/** `npm run dev` of one remote (its rspack dev server), passing everything else to `target`. */
export async function startRemoteDevServer(remote: string, port: number, target: string): Promise<{ baseURL: string; stop(): Promise<void> }> {
  const child = spawn(join(REPO_ROOT, 'node_modules', '.bin', 'rspack'), ['serve', '--port', String(port)], {
    cwd: join(REPO_ROOT, remote),
    env: { ...process.env, NODE_ENV: 'development', DEV_PROXY_TARGET: target, NO_COLOR: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  // eslint-disable-next-line no-control-regex -- colour codes of the CLI's output
  const append = (chunk: Buffer) => (output += chunk.toString().replace(/\u001b\[[0-9;]*m/g, ''));
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const baseURL = `http://localhost:${port}`;
  const deadline = Date.now() + 90_000;
  const fail = (problem: string) => {
    if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    return new Error(`the dev server of ${remote} ${problem}:\n${output}`);
  };
  while (!/compiled successfully/i.test(output)) {
    if (child.exitCode !== null || /compiled with \d+ error/i.test(output)) throw fail('failed');
    if (Date.now() > deadline) throw fail('did not compile in time');
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
  return {
    baseURL,
    stop: () =>
      new Promise((resolveStop) => {
        if (child.exitCode !== null || child.pid === undefined) return resolveStop();
        child.once('exit', () => resolveStop());
        process.kill(-child.pid, 'SIGTERM');
      }),
  };
}
