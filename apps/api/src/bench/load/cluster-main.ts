/**
 * N API processes on one port (Node's cluster module): the primary accepts connections and hands them to
 * its workers, each the whole server (src/server.ts) with its own pool, outbox worker and sweepers, on
 * the one database. API_PROCESSES says how many; a worker that dies is replaced unless
 * API_RESPAWN=false; API_NODE_ARGS adds node flags to the workers (a CPU profile). The parent (api-processes.ts) is told the workers' pids over IPC. SIGTERM stops
 * every worker gracefully, then the primary.
 */
import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The workers now, how many listen, and how many exited since the start (killed, crashed or stopped). */
export type ClusterReport = { type: 'workers'; pids: number[]; listening: number; exits: number };

const count = Number(process.env.API_PROCESSES ?? '1');
const respawn = process.env.API_RESPAWN !== 'false';
const serverFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../server.ts');
const listening = new Set<number>();
let isStopping = false;
let exits = 0;

function report() {
  const pids = Object.values(cluster.workers ?? {}).flatMap((worker) =>
    worker?.process.pid ? [worker.process.pid] : [],
  );
  const message: ClusterReport = { type: 'workers', pids, listening: listening.size, exits };
  process.send?.(message);
}

function fork(): Worker {
  const worker = cluster.fork();
  worker.on('listening', () => {
    if (worker.process.pid) listening.add(worker.process.pid);
    report();
  });
  return worker;
}

// API_NODE_ARGS: more flags for the workers' node, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' to profile.
const nodeArgs = (process.env.API_NODE_ARGS ?? '').split(' ').filter((arg) => arg !== '');
cluster.setupPrimary({ exec: serverFile, execArgv: ['--import', 'tsx', ...nodeArgs] });
for (let index = 0; index < count; index += 1) fork();
report();

cluster.on('exit', (worker) => {
  exits += 1;
  if (worker.process.pid) listening.delete(worker.process.pid);
  report();
  if (isStopping) {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    return;
  }
  if (respawn) fork();
});

function stop() {
  if (isStopping) return;
  isStopping = true;
  const workers = Object.values(cluster.workers ?? {});
  if (workers.length === 0) process.exit(0);
  for (const worker of workers) worker?.process.kill('SIGTERM');
  setTimeout(() => process.exit(1), 15_000).unref();
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
process.on('disconnect', stop);
