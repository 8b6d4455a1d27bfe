/**
 * CPU time the load test's parts spend, read from Linux's /proc, so a run on a busy machine still says
 * what one request costs (latency and throughput follow whatever else the cores are doing):
 *
 *   const before = cpuSnapshot(api.pids());
 *   ...the phase...
 *   const spent = cpuSpentSince(before, api.pids());   { apiMs, postgresMs, driverMs } or null
 *
 * API: the API processes' own time (they live through the run). PostgreSQL: the server's processes on
 * this machine, counted from the postmaster, whose children's time includes the backends that ended
 * (and were reaped) meanwhile. Driver: this process (the simulated guests, the SMTP mailbox). Null where
 * /proc cannot tell (another system, or PostgreSQL on another machine: then postgresMs is null).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export type CpuSnapshot = { apiMs: number | null; postgresMs: number | null; driverMs: number };
export type CpuSpent = CpuSnapshot;

let ticksPerSecond: number | undefined;
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** utime, stime, cutime, cstime of a process (in ticks), or null when it is gone or unreadable. */
function statTimes(pid: number): { own: number; children: number; parent: number; comm: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: the fields start after the last ')'.
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    // After ')': state(0) ppid(1) ... utime(11) stime(12) cutime(13) cstime(14).
    const number = (index: number) => Number(fields[index] ?? 0);
    return { own: number(11) + number(12), children: number(13) + number(14), parent: number(1), comm };
  } catch {
    return null;
  }
}

function postgresTicks(): number | null {
  let pids: number[];
  try {
    pids = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return null;
  }
  const servers = pids
    .map((pid) => ({ pid, times: statTimes(pid) }))
    .filter((entry) => entry.times?.comm === 'postgres');
  if (servers.length === 0) return null;
  const serverPids = new Set(servers.map((entry) => entry.pid));
  let total = 0;
  const postmasters: number[] = [];
  for (const { pid, times } of servers) {
    if (!times) continue;
    // The postmaster (whose parent is no postgres) also holds the time of its children that ended.
    if (serverPids.has(times.parent)) total += times.own;
    else postmasters.push(pid);
  }
  // Read last: a backend that ended while the others were read is then in its postmaster's children
  // (counted twice at worst, never missed, so a phase's figure never goes below zero).
  for (const pid of postmasters) {
    const times = statTimes(pid);
    if (times) total += times.own + times.children;
  }
  return total;
}

function ticksToMs(ticks: number): number {
  return (ticks * 1000) / clockTicks();
}

export function cpuSnapshot(apiPids: readonly number[]): CpuSnapshot {
  const apiTimes = apiPids.map(statTimes);
  const postgres = postgresTicks();
  const driver = process.cpuUsage();
  return {
    apiMs: apiTimes.every(Boolean)
      ? ticksToMs(apiTimes.reduce((sum, times) => sum + (times?.own ?? 0), 0))
      : null,
    postgresMs: postgres === null ? null : ticksToMs(postgres),
    driverMs: (driver.user + driver.system) / 1000,
  };
}

export function cpuSpentSince(before: CpuSnapshot, apiPids: readonly number[]): CpuSpent {
  const now = cpuSnapshot(apiPids);
  const delta = (later: number | null, earlier: number | null) =>
    later === null || earlier === null ? null : later - earlier;
  return {
    apiMs: delta(now.apiMs, before.apiMs),
    postgresMs: delta(now.postgresMs, before.postgresMs),
    driverMs: now.driverMs - before.driverMs,
  };
}

/** "CPU per request: API 4.20 ms, PostgreSQL 2.10 ms, load driver 1.30 ms" (`server` names the first). */
export function formatCpuPerRequest(spent: CpuSpent, requests: number, server = 'API'): string {
  const perRequest = (ms: number | null) => (ms === null ? 'unknown' : `${(ms / requests).toFixed(2)} ms`);
  return (
    `CPU per request: ${server} ${perRequest(spent.apiMs)}, PostgreSQL ${perRequest(spent.postgresMs)}, ` +
    `load driver ${perRequest(spent.driverMs)}`
  );
}
