import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const BUILD_HINT =
  'Hospedar API is running, but the portal is not built yet. Run `npm run build` and restart.\n';

/** Whether the built portal exists; without it the pages answer a hint instead. */
export function hasWebDist(webDistDir: string): boolean {
  return existsSync(path.join(webDistDir, 'index.html'));
}

/**
 * Serves the built portal: hashed /assets/* cached forever, index.html always revalidated, and
 * the .br/.gz siblings the build writes sent to browsers that accept them.
 */
async function staticSpaPlugin(app: FastifyInstance, { webDistDir }: { webDistDir: string }) {
  if (!hasWebDist(webDistDir)) {
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send(BUILD_HINT),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: webDistDir,
    preCompressed: true,
    cacheControl: false,
    wildcard: true,
    setHeaders: (reply, filePath) => {
      const relative = path.relative(webDistDir, filePath).split(path.sep).join('/');
      reply.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : NO_CACHE);
    },
  });
}

/** The staff console's pages (decision 198): a page of their own, never the guest portal's. */
export const isConsolePage = (url: string) => /^\/console(?:[/?#]|$)/.test(url);

/**
 * History-mode routing: any page path that is not a file answers index.html (or the build hint); the
 * console's paths answer console.html, its own entry.
 */
export function spaFallback(webDistDir: string) {
  const isBuilt = hasWebDist(webDistDir);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isBuilt) return reply.status(404).type('text/plain; charset=utf-8').send(BUILD_HINT);
    const page = isConsolePage(request.url) ? 'console.html' : 'index.html';
    return reply.header('cache-control', NO_CACHE).sendFile(page);
  };
}

export default fp(staticSpaPlugin, { name: 'static-spa' });
