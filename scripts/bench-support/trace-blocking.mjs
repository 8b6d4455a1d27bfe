// Blocking time of saved Lighthouse traces (npm run bench:lighthouse -- --save=DIR), from the main
// thread's CPU time as well as from its wall time, so two builds can be compared on a busy machine.
// Usage: node scripts/bench-support/trace-blocking.mjs DIR/*.trace.json [--tasks=N]
//
// Lighthouse's simulated TBT multiplies each observed task's wall time by 4 (mobile preset): when other
// processes share the cores, a task's wall time grows with their load while its thread time (`tdur`,
// what the renderer's main thread spent on the CPU) barely moves. "blocking (4x CPU)" adds up
// max(0, 4 × thread time − 50 ms) over the tasks after the first contentful paint, as a quiet machine
// would see them; "blocking (wall)" does the same with wall time, unmultiplied.
import { readFileSync } from 'node:fs';

const tasksArg = process.argv.find((arg) => arg.startsWith('--tasks='));
const topTasks = tasksArg ? Number(tasksArg.slice('--tasks='.length)) : 0;
const files = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

/** The page's renderer main thread: the CrRendererMain with the most task time. */
function pageThread(events) {
  let best = null;
  let bestTime = 0;
  for (const named of events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')) {
    const time = events
      .filter((e) => e.pid === named.pid && e.tid === named.tid && e.name === 'RunTask')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
    if (time > bestTime) [best, bestTime] = [named, time];
  }
  return best;
}

/** Where a long task's thread time went: script evaluation, calls, style and layout. */
function breakdown(task, events) {
  const kinds = ['v8.evaluateModule', 'FunctionCall', 'TimerFire', 'UpdateLayoutTree', 'Layout', 'ParseHTML'];
  const within = events.filter(
    (e) =>
      e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur && kinds.includes(e.name),
  );
  const sums = new Map();
  for (const e of within) sums.set(e.name, (sums.get(e.name) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
  return [...sums]
    .sort((a, b) => b[1] - a[1])
    .map(([name, ms]) => `${name} ${Math.round(ms)}`)
    .join(', ');
}

for (const file of files) {
  const events = JSON.parse(readFileSync(file, 'utf8')).traceEvents ?? [];
  const thread = pageThread(events);
  if (!thread) {
    console.info(`${file}: no renderer main thread in the trace`);
    continue;
  }
  const mine = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X');
  const start = events.find((e) => e.name === 'navigationStart' && e.pid === thread.pid)?.ts ?? mine[0]?.ts;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === thread.pid)?.ts ?? start;
  const tasks = mine.filter((e) => e.name === 'RunTask' && e.ts >= fcp);
  let wallBlocking = 0;
  let cpuBlocking = 0;
  const long = [];
  for (const task of tasks) {
    const wall = (task.dur ?? 0) / 1000;
    const cpu = (task.tdur ?? task.dur ?? 0) / 1000;
    wallBlocking += Math.max(0, wall - LONG_TASK_MS);
    cpuBlocking += Math.max(0, CPU_SLOWDOWN * cpu - LONG_TASK_MS);
    if (CPU_SLOWDOWN * cpu > LONG_TASK_MS) long.push({ task, wall, cpu });
  }
  console.info(
    `${file}: ${long.length} long tasks (4x CPU > ${LONG_TASK_MS} ms) after FCP; ` +
      `blocking (4x CPU) ${Math.round(cpuBlocking)} ms, blocking (wall) ${Math.round(wallBlocking)} ms`,
  );
  for (const { task, wall, cpu } of long.sort((a, b) => b.cpu - a.cpu).slice(0, topTasks)) {
    console.info(
      `  at ${Math.round((task.ts - start) / 1000)} ms: CPU ${Math.round(cpu)} ms, wall ${Math.round(wall)} ms  ` +
        `(${breakdown(task, mine)})`,
    );
  }
}
