import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CompanyRow } from '../db/schema/index.ts';
import type { TenantService } from '../modules/tenant/service.ts';
import { tenantNotFound } from '../http-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The hotel named by the Host header; null when none answers there. Set for /api requests. */
    tenant: CompanyRow | null;
  }
}

/** Paths that need no tenant; health must answer even when the database is down. */
const SKIPPED_PATHS = ['/api/docs', '/api/health'];

async function tenantPlugin(app: FastifyInstance, { tenantService }: { tenantService: TenantService }) {
  app.decorateRequest('tenant', null);
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || SKIPPED_PATHS.some((skipped) => path.startsWith(skipped))) return;
    request.tenant = await tenantService.resolveFromHost(request.headers.host);
  });
}

/** The hotel of the request's Host; 404 TENANT_NOT_FOUND when none answers there. */
export function tenantOf(request: FastifyRequest): CompanyRow {
  if (!request.tenant) throw tenantNotFound();
  return request.tenant;
}

export default fp(tenantPlugin, { name: 'tenant' });
