// Blocking time of saved Lighthouse traces (npm run bench:lighthouse -- --save=DIR), counted the way
// Lighthouse's simulation (Lantern) counts it, on the trace's wall time and on its CPU time.
// Usage: node scripts/bench-support/trace-blocking.mjs DIR/*.trace.json [--tasks=N] [--wall-per-cpu=R]
//
// Lantern's TBT (mobile preset, decision 264): the page's main-thread top-level tasks (RunTask, each
// ended where the next begins) become CPU nodes of its simulation; a node lasts its observed *wall* time
// × 4, or × 2 when the task did layout; the simulation keeps their order, so the tasks that began before
// the observed first contentful paint stay before the simulated one. TBT is the sum of
// max(0, simulated duration − 50 ms) over the nodes after FCP. On the quiet machine's traces of
// 27/11/2026 this "TBT (wall)" was 0 to 29 % above each report's `total-blocking-time` on the signed-in
// screens (personal info 732, 474, 839 ms against Lighthouse's 731, 367, 699 ms; guest list 607, 491, 305
// against 551, 440, 303) and within 40 ms of it on the others, where a task or two decide (decision 264).
//
// Even there the renderer's main thread was on the CPU for only about half (1/1.8) of its tasks' wall
// time (2 cores shared with Chromium's browser and compositor threads and the server); on a busy
// machine the wall time grows with the load while the thread's CPU time (`tdur`) barely moves.
// "TBT (CPU × R)" applies the same rules to CPU time × R (`--wall-per-cpu=R`, default 1.8, the quiet
// traces' ratio on the signed-in screens): the figure to compare builds on a busy machine.
import { readFileSync } from 'node:fs';

const optionValue = (name) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const topTasks = Number(optionValue('tasks') ?? 0);
const wallPerCpu = Number(optionValue('wall-per-cpu') ?? 1.8);
const files = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const CPU_SLOWDOWN = 4;
const LAYOUT_SLOWDOWN = 2; // Lantern's layoutTaskMultiplier: 0.5 × the CPU slowdown
const LONG_TASK_MS = 50;
const SCHEDULABLE = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'ThreadControllerImpl::DoWork',
  'TaskQueueManager::ProcessTaskFromWorkQueue',
]);

/** The navigation Lighthouse measured: the outermost main frame's navigationStart with a URL. */
function mainNavigation(events) {
  return events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isOutermostMainFrame &&
      e.args?.data?.documentLoaderURL &&
      e.args.data.documentLoaderURL !== 'about:blank',
  );
}

/** Lantern's CPU nodes: each schedulable task with what ran inside it, cut at the next task's start. */
function cpuNodes(threadEvents) {
  const nodes = [];
  let i = 0;
  while (i < threadEvents.length) {
    const task = threadEvents[i];
    i += 1;
    if (!SCHEDULABLE.has(task.name) || !task.dur) continue;
    let end = task.ts + task.dur;
    const children = [];
    for (; i < threadEvents.length && threadEvents[i].ts < task.ts + task.dur; i += 1) {
      const event = threadEvents[i];
      if (SCHEDULABLE.has(event.name) && event.dur) {
        end = event.ts - 1;
        break;
      }
      children.push(event);
    }
    const wall = (end - task.ts) / 1000;
    const cpu = Math.min(wall, (task.tdur ?? task.dur) / 1000);
    const layout = children.some((e) => e.name === 'Layout');
    nodes.push({ task, children, wall, cpu, slowdown: layout ? LAYOUT_SLOWDOWN : CPU_SLOWDOWN });
  }
  return nodes;
}

/** Where a task's time went: script evaluation, calls, timers, style and layout (ms of wall time). */
function breakdown(children) {
  const kinds = ['v8.evaluateModule', 'FunctionCall', 'TimerFire', 'UpdateLayoutTree', 'Layout', 'ParseHTML'];
  const sums = new Map();
  for (const e of children.filter((child) => kinds.includes(child.name))) {
    sums.set(e.name, (sums.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  }
  return [...sums]
    .sort((a, b) => b[1] - a[1])
    .map(([name, ms]) => `${name} ${Math.round(ms)}`)
    .join(', ');
}

const blocking = (simulatedMs) => Math.max(0, simulatedMs - LONG_TASK_MS);

for (const file of files) {
  const events = JSON.parse(readFileSync(file, 'utf8')).traceEvents ?? [];
  const navigation = mainNavigation(events);
  const threadId = navigation
    ? events.find(
        (e) => e.name === 'thread_name' && e.pid === navigation.pid && e.args?.name === 'CrRendererMain',
      )?.tid
    : undefined;
  if (!navigation || threadId === undefined) {
    console.info(`${file}: no main-frame navigation in the trace`);
    continue;
  }
  const fcp =
    events.find(
      (e) =>
        e.name === 'firstContentfulPaint' &&
        e.pid === navigation.pid &&
        e.ts >= navigation.ts &&
        e.args?.frame === navigation.args.frame,
    )?.ts ?? navigation.ts;
  const threadEvents = events
    .filter((e) => e.pid === navigation.pid && e.tid === threadId && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const counted = cpuNodes(threadEvents).filter((node) => node.task.ts >= fcp);
  let wallBlocking = 0;
  let cpuBlocking = 0;
  for (const node of counted) {
    wallBlocking += blocking(node.slowdown * node.wall);
    cpuBlocking += blocking(node.slowdown * node.cpu * wallPerCpu);
  }
  const long = counted.filter((node) => node.slowdown * node.wall > LONG_TASK_MS);
  console.info(
    `${file}: FCP at ${Math.round((fcp - navigation.ts) / 1000)} ms, ${long.length} long tasks after it; ` +
      `TBT (wall) ${Math.round(wallBlocking)} ms, TBT (CPU × ${wallPerCpu}) ${Math.round(cpuBlocking)} ms`,
  );
  for (const node of long.sort((a, b) => b.wall - a.wall).slice(0, topTasks)) {
    console.info(
      `  at ${Math.round((node.task.ts - navigation.ts) / 1000)} ms: wall ${node.wall.toFixed(1)} ms, ` +
        `CPU ${node.cpu.toFixed(1)} ms, simulated ${Math.round(node.slowdown * node.wall)} ms  ` +
        `(${breakdown(node.children)})`,
    );
  }
}
