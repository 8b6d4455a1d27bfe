import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from '../../config.ts';

export type ReceivedWebhook = { path: string; headers: http.IncomingHttpHeaders; body: string };

/**
 * A real HTTP receiver for the webhook tests, on 127.0.0.1: records every request and answers each path
 * with the statuses queued for it (then 204), or never answers a path set to hang.
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const queued = new Map<string, number[]>();
  const hanging = new Set<string>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const requestPath = request.url ?? '/';
      received.push({
        path: requestPath,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (hanging.has(requestPath)) return;
      const status = queued.get(requestPath)?.shift() ?? 204;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? '' : 'not now');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (endpointPath: string) => `http://127.0.0.1:${port}${endpointPath}`,
    received: (endpointPath: string) => received.filter((entry) => entry.path === endpointPath),
    all: () => [...received],
    answer: (endpointPath: string, statuses: number[]) => queued.set(endpointPath, [...statuses]),
    hang: (endpointPath: string) => hanging.add(endpointPath),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

type ReadmeVerifier = (
  secret: string,
  headers: http.IncomingHttpHeaders,
  rawBody: string,
  now?: number,
) => boolean;

/**
 * The README's "Verifying a delivery" example, read from the README and run as it is, so the tests check
 * deliveries exactly as a hotel's developer would.
 */
export function readmeVerifier(): ReadmeVerifier {
  const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('\n## Webhooks'));
  const code = /```js\n([\s\S]*?function verifyWebhook[\s\S]*?)```/.exec(section)?.[1];
  if (!code) throw new Error('README.md has no verifyWebhook example under "## Webhooks"');
  const module = { exports: {} as { verifyWebhook?: ReadmeVerifier } };
  // The README's example is CommonJS for Node: run it with a require and a module of its own.
  new Function('require', 'module', code)(createRequire(import.meta.url), module);
  if (!module.exports.verifyWebhook) throw new Error('the README example exports no verifyWebhook');
  return module.exports.verifyWebhook;
}
