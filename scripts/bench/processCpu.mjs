import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time of the bench's processes from Linux's /proc: the server processes, the proxy with its
 * workers, PostgreSQL's backends, and how much of the machine stayed idle. Elsewhere nothing is
 * measured and `cpuSnapshot` answers null.
 */
const ON_LINUX = existsSync('/proc/stat');
const TICKS_PER_SECOND = ON_LINUX ? Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) : 100;

/** Per process: its parent, its command name and its user plus system ticks. */
function processes() {
  const all = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      all.set(Number(entry), { parent: Number(fields[1]), name, ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the process ended meanwhile
    }
  }
  return all;
}

function machine() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  return { idle: fields[3] + fields[4], all: fields.slice(0, 8).reduce((sum, value) => sum + value, 0) };
}

/** Ticks of `pid` and its children (nginx's workers). */
function treeTicks(all, pid) {
  let ticks = all.get(pid)?.ticks ?? 0;
  for (const [child, { parent }] of all) if (parent === pid) ticks += treeTicks(all, child);
  return ticks;
}

/** Ticks of every PostgreSQL process by pid; a backend that starts later counts from zero. */
const postgresTicks = (all) => new Map([...all].filter(([, { name }]) => name === 'postgres').map(([pid, { ticks }]) => [pid, ticks]));

export function cpuSnapshot({ servers, proxy }) {
  if (!ON_LINUX) return null;
  const all = processes();
  return { servers: servers.map((pid) => treeTicks(all, pid)), proxy: proxy ? treeTicks(all, proxy) : 0, postgres: postgresTicks(all), machine: machine() };
}

/**
 * Milliseconds of CPU per request between two snapshots: per server process, the proxy and
 * PostgreSQL, and the share of the machine's CPU time that was idle. PostgreSQL's figure misses
 * backends that ended in between; the bench's pools keep theirs open.
 */
export function cpuPerRequest(before, after, requests) {
  if (!before || !after || requests === 0) return null;
  const perRequest = (ticks) => (ticks / TICKS_PER_SECOND / requests) * 1000;
  let postgres = 0;
  for (const [pid, ticks] of after.postgres) postgres += ticks - (before.postgres.get(pid) ?? 0);
  const all = after.machine.all - before.machine.all;
  return {
    servers: after.servers.map((ticks, index) => perRequest(ticks - before.servers[index])),
    proxy: perRequest(after.proxy - before.proxy),
    postgres: perRequest(postgres),
    idlePercent: all > 0 ? (100 * (after.machine.idle - before.machine.idle)) / all : 0,
  };
}
