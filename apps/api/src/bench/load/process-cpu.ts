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
import { performance } from 'node:perf_hooks';

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

/** What `sampleBusySeconds` saw: each process's CPU a second, as a share of one core. */
export type BusySeconds = { seconds: number; busyShares: number[] };

/** A process is saturated in a second when its CPU was this share of a core or more. */
export const SATURATED_SHARE = 0.9;

/**
 * Reads the processes' CPU time once a second until `stop()`: one API process runs its requests on one
 * thread, so a second in which it used (nearly) a whole core is a second in which answers queued behind
 * each other. Processes that are gone in a second are left out of it.
 */
export function sampleBusySeconds(pids: readonly number[], intervalMs = 1000) {
  const shares: number[] = [];
  let seconds = 0;
  let last = new Map(pids.map((pid) => [pid, statTimes(pid)?.own ?? null]));
  let lastAt = performance.now();
  const timer = setInterval(() => {
    const at = performance.now();
    const now = new Map(pids.map((pid) => [pid, statTimes(pid)?.own ?? null]));
    for (const pid of pids) {
      const [before, after] = [last.get(pid), now.get(pid)];
      if (before == null || after == null) continue;
      shares.push(ticksToMs(after - before) / (at - lastAt));
    }
    seconds += 1;
    last = now;
    lastAt = at;
  }, intervalMs);
  return {
    stop(): BusySeconds {
      clearInterval(timer);
      return { seconds, busyShares: shares };
    },
  };
}

/** "API processes: 0.78 of a core on average, 12 of 40 process-seconds at 0.9 or more". */
export function formatBusySeconds({ busyShares }: BusySeconds, server = 'API processes'): string {
  if (busyShares.length === 0) return `${server}: no CPU samples`;
  const mean = busyShares.reduce((sum, share) => sum + share, 0) / busyShares.length;
  const saturated = busyShares.filter((share) => share >= SATURATED_SHARE).length;
  return (
    `${server}: ${mean.toFixed(2)} of a core on average, ${saturated} of ${busyShares.length} ` +
    `process-seconds at ${SATURATED_SHARE} or more`
  );
}
