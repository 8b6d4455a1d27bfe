// What filled each long main-thread task of a trace saved by profile-screens.mjs (decision 287): the
// task's top events (timer, function call, module evaluation, style, layout) and, from V8's samples mapped
// through DIST's source maps, the self time by original file (or function, --by=fn) and the time spent
// under each of the portal's own functions. Times are from the first contentful paint; sampled, so rough.
// Usage: node scripts/bench-support/profile-tasks.mjs DIST DIR/personal-info-1.trace.json [--min=10]
//   [--top=8] [--by=file|fn]
import { readFileSync, existsSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

const [dist, file] = process.argv.slice(2);
const opt = (name, d) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? d;
const minMs = Number(opt('min', 10));
const top = Number(opt('top', 8));
const by = opt('by', 'file');
const raw = JSON.parse(readFileSync(file, 'utf8'));
const events = raw.traceEvents ?? raw;

// Main thread of the renderer that navigated: the thread named CrRendererMain with the most RunTask.
const threadNames = new Map();
for (const e of events) if (e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args.name);
const counts = new Map();
for (const e of events)
  if (e.name === 'RunTask' && threadNames.get(`${e.pid}:${e.tid}`) === 'CrRendererMain')
    counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
const main = [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
const [pid, tid] = main.split(':').map(Number);

// Profile samples
const profiles = new Map();
for (const e of events) {
  if (e.pid !== pid) continue;
  if (e.name === 'Profile')
    profiles.set(e.id, { start: e.args.data.startTime, nodes: new Map(), samples: [], deltas: [] });
  if (e.name === 'ProfileChunk') {
    const p = profiles.get(e.id);
    if (!p) continue;
    const cp = e.args.data.cpuProfile ?? {};
    for (const n of cp.nodes ?? []) p.nodes.set(n.id, n);
    p.samples.push(...(cp.samples ?? []));
    p.deltas.push(...(e.args.data.timeDeltas ?? []));
  }
}
const samples = [];
for (const p of profiles.values()) {
  let t = p.start;
  for (let i = 0; i < p.samples.length; i += 1) {
    t += p.deltas[i];
    samples.push({ t, node: p.nodes.get(p.samples[i]) });
  }
}
samples.sort((a, b) => a.t - b.t);

const maps = new Map();
function mapFrame(cf) {
  const url = cf.url ?? '';
  const m = /\/assets\/([^?#]+\.js)$/.exec(url);
  if (!m)
    return {
      src: url ? url.replace(/^https?:\/\/[^/]+/, '') : `(${cf.functionName || 'native'})`,
      fn: cf.functionName,
    };
  const chunk = m[1];
  if (!maps.has(chunk)) {
    const path = `${dist}/assets/${chunk}.map`;
    maps.set(chunk, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
  }
  const tm = maps.get(chunk);
  if (!tm) return { src: chunk, fn: cf.functionName };
  let pos = {};
  try {
    pos = originalPositionFor(tm, { line: cf.lineNumber + 1, column: cf.columnNumber });
  } catch {
    pos = {};
  }
  const src = (pos.source ?? chunk).replace(/^.*node_modules\//, 'nm/').replace(/^(\.\.\/)+/, '');
  return { src, fn: `${pos.name ?? cf.functionName}@${src}:${pos.line}` };
}

const fcp = events.filter((e) => e.name === 'firstContentfulPaint' && e.pid === pid).at(-1);
const t0 = fcp?.ts ?? 0;
console.info(`${file}: times from FCP`);
const tasks = events
  .filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.dur >= minMs * 1000)
  .sort((a, b) => a.ts - b.ts);
let si = 0;
for (const task of tasks) {
  const end = task.ts + task.dur;
  const self = new Map();
  const chunkSelf = new Map();
  let total = 0;
  while (si < samples.length && samples[si].t < task.ts) si += 1;
  let j = si;
  let prev = task.ts;
  for (; j < samples.length && samples[j].t <= end; j += 1) {
    const { t, node } = samples[j];
    const dt = (t - prev) / 1000;
    prev = t;
    const cf = node.callFrame;
    if (cf.functionName === '(idle)') continue;
    const { src, fn } = mapFrame(cf);
    const key = by === 'fn' ? fn : src;
    self.set(key, (self.get(key) ?? 0) + dt);
    total += dt;
    // inclusive time of every own-code function on the stack (once per sample)
    const profile = [...profiles.values()].find((p) => p.nodes.get(node.id) === node);
    const seenFns = new Set();
    for (let n = node; n; n = profile.nodes.get(n.parent)) {
      const r = mapFrame(n.callFrame);
      const name = r.fn?.replace(/^[^@]*@.*?(?=(apps|packages)\/)/, (head) =>
        head.slice(0, head.indexOf('@') + 1),
      );
      if (/(^|\/)(apps|packages)\/[\w-]+\/src\//.test(r.src) && !seenFns.has(name)) {
        seenFns.add(name);
        chunkSelf.set(name, (chunkSelf.get(name) ?? 0) + dt);
      }
    }
  }
  const inner = events.filter(
    (e) =>
      e.pid === pid &&
      e.tid === tid &&
      e.ts >= task.ts &&
      e.ts < end &&
      e.ph === 'X' &&
      [
        'FunctionCall',
        'v8.evaluateModule',
        'TimerFire',
        'EventDispatch',
        'RunMicrotasks',
        'UpdateLayoutTree',
        'Layout',
        'ParseHTML',
      ].includes(e.name) &&
      e.dur > 1000,
  );
  const entries = inner
    .map((e) => {
      const d = e.args?.data ?? {};
      const where = d.url
        ? mapFrame({
            url: d.url,
            lineNumber: d.lineNumber ?? 0,
            columnNumber: d.columnNumber ?? 0,
            functionName: d.functionName,
          }).fn
        : (d.type ?? '');
      return `${e.name}${where ? ` ${where}` : ''} ${(e.dur / 1000).toFixed(1)}`;
    })
    .slice(0, 6);
  const tdur = task.tdur ? (task.tdur / 1000).toFixed(1) : '?';
  console.info(
    `\n  task at ${((task.ts - t0) / 1000).toFixed(0)} ms: wall ${(task.dur / 1000).toFixed(1)} ms, cpu ${tdur} ms, sampled ${total.toFixed(1)} ms`,
  );
  console.info(`      entries: ${entries.join(' | ')}`);
  for (const [k, v] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.info(`      self ${v.toFixed(1).padStart(6)}  ${k}`);
  for (const [k, v] of [...chunkSelf.entries()].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.info(`      own  ${v.toFixed(1).padStart(6)}  ${k}`);
}
