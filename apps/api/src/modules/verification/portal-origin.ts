/** host[:port], a bracketed IPv6 literal, nothing else: a Host header is the client's to write. */
const SAFE_HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export type PortalOriginInput = {
  /** 'http' or 'https', as Fastify read it (X-Forwarded-Proto only behind a trusted proxy). */
  protocol: string;
  host: string | undefined;
  subdomain: string;
  /**
   * PORTAL_BASE_DOMAIN: when set, links always point at https://<subdomain>.<base domain>, whatever
   * Host the request carried, so a forged Host cannot send a guest's link to another site.
   */
  baseDomain: string | undefined;
};

/** The portal's origin for links and images in messages, e.g. http://marazul.localhost:3000. */
export function portalOrigin({ protocol, host, subdomain, baseDomain }: PortalOriginInput): string {
  if (baseDomain) return `https://${subdomain}.${baseDomain}`;
  const scheme = protocol === 'https' ? 'https' : 'http';
  const safeHost = host && SAFE_HOST.test(host) ? host.toLowerCase() : 'localhost';
  return `${scheme}://${safeHost}`;
}
