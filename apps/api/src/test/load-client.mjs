// A caller on its own thread (a worker), as clients elsewhere are: the server's event loop does none of
// its work. It sends `warmUp` requests at once and waits for them, then sends `requests` at once and,
// until they are all answered, calls `probe` again and again on a connection of its own (as a monitor
// keeps one), timing each call.
import { Agent, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

/** @param {{ url: string; method?: string; headers?: Record<string, string>; body?: Uint8Array }} request */
async function send(request) {
  const response = await fetch(request.url, {
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body,
  });
  await response.arrayBuffer();
  return response.status;
}

const monitor = new Agent({ keepAlive: true, maxSockets: 1 });

/** @param {{ url: string; headers?: Record<string, string> }} request */
function probeOnce(request) {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(request.url, { agent: monitor, headers: request.headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    sent.on('error', reject);
    sent.end();
  });
}

const { warmUp, requests, probe } = workerData;
const warmUpStatuses = await Promise.all(warmUp.map(send));
await probeOnce(probe);
let isInFlight = true;
const answered = Promise.all(requests.map(send)).finally(() => {
  isInFlight = false;
});
const probes = [];
while (isInFlight) {
  const started = performance.now();
  const status = await probeOnce(probe);
  probes.push({ status, ms: performance.now() - started });
}
monitor.destroy();
parentPort?.postMessage({ warmUpStatuses, statuses: await answered, probes });
