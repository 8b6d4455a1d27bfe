import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SIGNATURE_MAX_BYTES,
  SIGNATURE_MAX_HEIGHT,
  SIGNATURE_MAX_WIDTH,
  SIGNATURE_MIN_INK_PIXELS,
} from '@hospedar/contracts/guests/save-signature';
import { HOSTS } from '../../test/api-client.ts';
import { buildTestApp, fixedClock, type TestApp } from '../../test/test-app.ts';
import { bearer, NOW, RAFAEL } from './guest-test-helpers.ts';
import { countInkPixels } from './signature-png.ts';
import { dataUrl, maximalSignaturePng, signedPng } from './signature-test-images.ts';

/** The bound: a health check answers within this while signatures are read. */
const HEALTH_MAX_MS = 200;
const PARALLEL_UPLOADS = 10;

type Request = { url: string; method?: string; headers?: Record<string, string>; body?: Uint8Array };
type LoadResult = { warmUpStatuses: number[]; statuses: number[]; probes: { status: number; ms: number }[] };

/** Runs test/load-client.mjs on its own thread and answers what it saw. */
function runLoadClient(work: { warmUp: Request[]; requests: Request[]; probe: Request }) {
  const worker = new Worker(new URL('../../test/load-client.mjs', import.meta.url), { workerData: work });
  return new Promise<LoadResult>((resolve, reject) => {
    worker.once('message', (result: LoadResult) => resolve(result));
    worker.once('error', reject);
  }).finally(() => worker.terminate());
}

describe('signatures do not stall the server', () => {
  let testApp: TestApp;
  let origin = '';
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: fixedClock(NOW.toISOString()) });
    origin = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => testApp.close());

  it(`keeps /api/health under ${HEALTH_MAX_MS} ms while ${PARALLEL_UPLOADS} maximal signatures arrive at once`, async () => {
    const png = await maximalSignaturePng(SIGNATURE_MAX_WIDTH, SIGNATURE_MAX_HEIGHT);
    expect(png.length, 'near the byte limit').toBeGreaterThan(SIGNATURE_MAX_BYTES * 0.7);
    const counted = await countInkPixels(png, Number.POSITIVE_INFINITY);
    expect(counted, 'ink only at the end: every pixel is read').toMatchObject({
      ink: SIGNATURE_MIN_INK_PIXELS,
    });

    const upload = (image: Buffer): Request => ({
      url: `${origin}/api/clients/${RAFAEL.guestId}/signature`,
      method: 'PUT',
      headers: { host: HOSTS.solnascente, 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ image: dataUrl(image) })),
    });
    const authorization = await bearer(RAFAEL);
    const withToken = (request: Request): Request => ({
      ...request,
      headers: { ...request.headers, authorization },
    });
    const { warmUpStatuses, statuses, probes } = await runLoadClient({
      // Ten small signatures first open the connections and compile the code paths.
      warmUp: Array.from({ length: PARALLEL_UPLOADS }, () => withToken(upload(signedPng()))),
      requests: Array.from({ length: PARALLEL_UPLOADS }, () => withToken(upload(png))),
      probe: { url: `${origin}/api/health`, headers: { host: HOSTS.solnascente } },
    });
    expect(warmUpStatuses).toEqual(new Array<number>(PARALLEL_UPLOADS).fill(200));
    expect(statuses).toEqual(new Array<number>(PARALLEL_UPLOADS).fill(200));
    expect(probes.length, 'health checks made while the uploads were in flight').toBeGreaterThan(0);
    expect(probes.every((probe) => probe.status === 200)).toBe(true);
    const latencies = probes.map((probe) => Math.round(probe.ms));
    expect(Math.max(...latencies), `health latencies (ms): ${latencies.join(', ')}`).toBeLessThan(
      HEALTH_MAX_MS,
    );
  });
});
