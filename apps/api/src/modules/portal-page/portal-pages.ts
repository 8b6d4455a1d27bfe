import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLocalHostname } from '@hospedar/contracts/tenant/local-hostname';
import { dateInTimeZone, type Clock } from '../../clock.ts';
import type { CompanyRow } from '../../db/schema/index.ts';
import { firstHeader } from '../../request-headers.ts';
import type { TenantService } from '../tenant/service.ts';
import { companyTimeZone, toCompanyConfig } from '../tenant/to-company-config.ts';
import type { FirstScreenAssets } from './first-screen-assets.ts';
import { detectPageLanguage, offeredLanguage } from './page-language.ts';
import {
  renderFirstScreenPage,
  renderUnknownHotelPage,
  type TFirstScreenKind,
} from './render-first-screen.ts';

/** Rendered pages kept per process; a hotel's pages are keyed by its last change, so a save is seen at once. */
const MAX_CACHED_PAGES = 2000;

type RenderedPage = { html: string; etag: string };

/** Where a path stands for the first screen: the welcome page's own, another welcome page, or elsewhere. */
type TPathClass = 'welcome-start' | 'welcome-other' | 'elsewhere';

function pathClassOf(pathname: string): TPathClass {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/' || path === '/welcome') return 'welcome-start';
  return path.startsWith('/welcome/') ? 'welcome-other' : 'elsewhere';
}

function firstScreenKind(pathClass: TPathClass, isWelcomeOn: boolean): TFirstScreenKind {
  if (pathClass === 'welcome-start') return isWelcomeOn ? 'welcome' : 'welcome-layout';
  return pathClass === 'welcome-other' ? 'welcome-layout' : 'loader';
}

function hostnameOf(host: string | undefined): string {
  if (!host) return '';
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':')[0] ?? '';
}

function isHttpUrl(value: string | null): value is string {
  if (!value) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The portal's pages, written by the server (decision 209): the hotel of the Host, in the visitor's
 * language, with its first screen drawn; a real 404 for a host no hotel answers and a real redirect
 * to the legacy portal of a hotel that has not turned the new one on.
 */
export function createPortalPages({
  assets,
  tenantService,
  clock,
}: {
  assets: FirstScreenAssets;
  tenantService: TenantService;
  clock: Clock;
}) {
  const cache = new Map<string, RenderedPage>();

  function remember(key: string, html: string): RenderedPage {
    const page = { html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` };
    cache.set(key, page);
    if (cache.size > MAX_CACHED_PAGES) cache.delete(cache.keys().next().value as string);
    return page;
  }

  function render(company: CompanyRow, request: FastifyRequest, pathname: string): RenderedPage {
    const detected = detectPageLanguage({
      queryLang: new URL(request.url, 'http://portal.invalid').searchParams.get('lang'),
      cookieHeader: firstHeader(request.headers.cookie),
      acceptLanguage: firstHeader(request.headers['accept-language']),
    });
    const today = dateInTimeZone(clock(), companyTimeZone(company));
    const pathClass = pathClassOf(pathname);
    // Everything else a page depends on is the hotel's row, which its last change names.
    const key = [company.id, company.updatedAt.toISOString(), detected, today, pathClass].join('|');
    const cached = cache.get(key);
    if (cached) return cached;
    const config = toCompanyConfig(company);
    const language = offeredLanguage(detected, config.languages);
    const kind = firstScreenKind(pathClass, config.welcomeRules.enabled);
    // What GET /api/config answers for this hotel with no reservation, in the visitor's language.
    const initial = { company: config, reservation: null, guestId: null, today, language: detected };
    return remember(key, renderFirstScreenPage(assets, { config: initial, language, kind }));
  }

  return async function answerPortalPage(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/';
    const company = await tenantService.resolveFromHost(request.headers.host);
    reply.header('cache-control', 'no-cache').header('vary', 'Host, Accept-Language, Cookie');
    if (!company) {
      return reply.status(404).type('text/html; charset=utf-8').send(renderUnknownHotelPage(assets));
    }
    if (
      !company.newPortalEnabled &&
      isHttpUrl(company.legacyUrl) &&
      !isLocalHostname(hostnameOf(request.headers.host))
    ) {
      return reply.redirect(company.legacyUrl, 302);
    }
    const page = render(company, request, pathname);
    if (request.headers['if-none-match'] === page.etag)
      return reply.status(304).header('etag', page.etag).send();
    return reply.header('etag', page.etag).type('text/html; charset=utf-8').send(page.html);
  };
}

export type AnswerPortalPage = ReturnType<typeof createPortalPages>;
