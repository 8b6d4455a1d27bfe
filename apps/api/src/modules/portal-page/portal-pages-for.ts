import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import { hasWebDist } from '../../plugins/static-spa.ts';
import type { TenantService } from '../tenant/service.ts';
import { loadFirstScreenAssets } from './first-screen-assets.ts';
import { createPortalPages, type AnswerPortalPage } from './portal-pages.ts';

/**
 * The page writer for a build, or null (index.html is then sent as built) when there is no build or
 * the build predates the first screen's marks (decision 209): the server says so once.
 */
export function portalPagesFor(
  webDistDir: string,
  tenantService: TenantService,
  clock: Clock,
  log: FastifyBaseLogger,
): AnswerPortalPage | null {
  if (!hasWebDist(webDistDir)) return null;
  try {
    return createPortalPages({ assets: loadFirstScreenAssets(webDistDir), tenantService, clock });
  } catch (error) {
    log.warn({ err: error }, 'the portal build has no first-screen marks: index.html is served as built');
    return null;
  }
}
