import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's nginx (`apt-get install nginx`), if this machine has it. */
export function nginxAvailable() {
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The README's nginx configuration for the bench: the same upstream and `location` settings on a
 * port of loopback, without TLS, one worker, no access log, and its files in a folder of its own.
 */
function configuration(dir, port, upstreams) {
  const servers = upstreams.map((url) => `        server ${new URL(url).host};`).join('\n');
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    upstream meisterplaner {
${servers}
        keepalive 32;
    }
    server {
        listen 127.0.0.1:${port};
        client_max_body_size 30m;
        location / {
            proxy_pass http://meisterplaner;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto $scheme;
            proxy_set_header X-Forwarded-Host $host;
            proxy_next_upstream error timeout;
        }
    }
}
`;
}

const accepts = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/** Starts nginx in the foreground as a reverse proxy to `upstreams`, resolving once it accepts connections. */
export async function startNginx(port, upstreams) {
  const dir = mkdtempSync(join(tmpdir(), 'meisterplaner-bench-nginx-'));
  mkdirSync(join(dir, 'body'));
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, configuration(dir, port, upstreams));
  const child = spawn('nginx', ['-p', dir, '-c', file, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx did not start on port ${port}; see ${file}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: async () => {
      // SIGQUIT: nginx's graceful stop, after the requests in flight.
      child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
