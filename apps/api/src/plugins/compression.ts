import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/**
 * Compresses API answers for guests on slow phone networks. The portal's own files are already
 * compressed at build time (served as-is by the static plugin), so this only works on JSON and
 * pages made per request; brotli at a middle quality keeps the CPU cost per request small.
 */
async function compressionPlugin(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}

export default fp(compressionPlugin, { name: 'compression' });
