import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { AnswerPortalPage } from '../modules/portal-page/portal-pages.ts';

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
  if (!hasWebDist(webDistDir)) return;
  // `/` is a page like the others: the not-found handler's page fallback writes it (decision 209).
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
  await app.register(fastifyStatic, {
    root: webDistDir,
    preCompressed: true,
    cacheControl: false,
    wildcard: true,
    index: false,
    setHeaders: (reply, filePath) => {
      const relative = path.relative(webDistDir, filePath).split(path.sep).join('/');
      reply.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : NO_CACHE);
    },
  });
}

/** The staff console's pages (decision 198): a page of their own, never the guest portal's. */
export const isConsolePage = (url: string) => /^\/console(?:[/?#]|$)/.test(url);

/**
 * History-mode routing: any page path that is not a file answers the portal's page, written by the
 * server for the Host's hotel (decision 209), or index.html as built when there is no writer (or the
 * build hint); the console's paths answer console.html, its own entry.
 */
export function spaFallback(webDistDir: string, answerPortalPage: AnswerPortalPage | null = null) {
  const isBuilt = hasWebDist(webDistDir);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isBuilt) {
      const status = request.url === '/' || request.url.startsWith('/?') ? 200 : 404;
      return reply.status(status).type('text/plain; charset=utf-8').send(BUILD_HINT);
    }
    if (isConsolePage(request.url)) return reply.header('cache-control', NO_CACHE).sendFile('console.html');
    if (answerPortalPage) return answerPortalPage(request, reply);
    return reply.header('cache-control', NO_CACHE).sendFile('index.html');
  };
}

export default fp(staticSpaPlugin, { name: 'static-spa' });
