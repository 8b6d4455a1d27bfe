import { describe, expect, it } from 'vitest';
import { ZGetInitialConfigResponse } from '@hospedar/contracts/config/get-initial-config';
import { makeCompany, makeInitialConfig } from '../../test/fixtures.ts';
import { decideStartup, extractIds, extractOrigin, isLocalHostname } from './startup-decision.ts';
import type { TConfigOutcome, TStartupInput } from './startup-decision.ts';

const RESERVATION = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const GUEST = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

const ok = (config = makeInitialConfig()): TConfigOutcome => ({ kind: 'ok', config });
const input = (over: Partial<TStartupInput> = {}): TStartupInput => ({
  pathname: '/',
  search: '',
  hostname: 'solnascente.hospedar.example.com',
  outcome: ok(),
  isKnownRoute: true,
  ...over,
});

describe('test fixture', () => {
  it('is a valid initial configuration by the contracts', () => {
    expect(ZGetInitialConfigResponse.safeParse(makeInitialConfig()).success).toBe(true);
  });
});

describe('decideStartup: configuration failures', () => {
  it('ignores HTTP 302', () => {
    expect(decideStartup(input({ outcome: { kind: 'failed', status: 302 } }))).toEqual({ kind: 'stay' });
  });

  it('sends 404 to /error/not-found with the original path', () => {
    expect(
      decideStartup(
        input({
          pathname: '/welcome/menu',
          search: '?origin=mail',
          outcome: { kind: 'failed', status: 404 },
        }),
      ),
    ).toEqual({
      kind: 'redirect',
      to: '/error/not-found?redirectUrl=%2Fwelcome%2Fmenu%3Forigin%3Dmail',
    });
  });

  it.each([500, 503, 400, 0])('sends status %i (0 = network) to /error/server-error', (status) => {
    expect(decideStartup(input({ outcome: { kind: 'failed', status } }))).toEqual({
      kind: 'redirect',
      to: '/error/server-error?redirectUrl=%2F',
    });
  });

  it('stays on an error page even when the configuration failed', () => {
    expect(
      decideStartup(input({ pathname: '/error/server-error', outcome: { kind: 'failed', status: 500 } })),
    ).toEqual({ kind: 'stay' });
  });
});

describe('decideStartup: current step of the reservation flow', () => {
  it('goes to the welcome page when the hotel enables it', () => {
    expect(decideStartup(input())).toEqual({ kind: 'redirect', to: '/welcome', legacyLogged: false });
  });

  it('goes to the menu when the welcome page is disabled', () => {
    const config = makeInitialConfig({
      company: makeCompany({ welcomeRules: { ...makeCompany().welcomeRules, enabled: false } }),
    });
    expect(
      decideStartup(input({ pathname: '/welcome/find-your-reservation', outcome: ok(config) })),
    ).toMatchObject({
      kind: 'redirect',
      to: '/welcome/menu',
    });
  });

  it('skips menu and search when a reservation id is given (→ home)', () => {
    const company = makeCompany({ welcomeRules: { ...makeCompany().welcomeRules, enabled: false } });
    const config = makeInitialConfig({
      company,
      reservation: { id: RESERVATION, checkinDate: '2026-12-01', checkoutDate: '2026-12-03' },
    });
    expect(
      decideStartup(input({ search: `?reservationId=${RESERVATION}&guestId=${GUEST}`, outcome: ok(config) })),
    ).toMatchObject({ kind: 'redirect', to: '/home' });
  });

  it('with a reservation id and a welcome page, shows the welcome page first', () => {
    const config = makeInitialConfig({
      reservation: { id: RESERVATION, checkinDate: '2026-12-01', checkoutDate: '2026-12-03' },
    });
    expect(decideStartup(input({ outcome: ok(config) }))).toMatchObject({ kind: 'redirect', to: '/welcome' });
  });

  it('after a reload, stays on a step already reached in this tab', () => {
    expect(decideStartup(input({ pathname: '/welcome/menu', reachedRoute: '/welcome/menu' }))).toEqual({
      kind: 'stay',
      legacyLogged: false,
    });
    expect(
      decideStartup(input({ pathname: '/welcome', reachedRoute: '/welcome/find-your-reservation' })),
    ).toMatchObject({ kind: 'stay' });
  });

  it('after a reload inside the guest flow, stays there once the guest list was reached', () => {
    for (const pathname of ['/reservation/personal-info', '/reservation/signature', '/home/notification']) {
      expect(decideStartup(input({ pathname, reachedRoute: '/home' }))).toEqual({
        kind: 'stay',
        legacyLogged: false,
      });
      expect(decideStartup(input({ pathname, reachedRoute: '/welcome/menu' }))).toMatchObject({
        kind: 'redirect',
        to: '/welcome/menu',
      });
    }
  });

  it('sends a step not reached yet back to the current one', () => {
    expect(decideStartup(input({ pathname: '/welcome/menu' }))).toMatchObject({
      kind: 'redirect',
      to: '/welcome',
    });
    expect(
      decideStartup(input({ pathname: '/welcome/find-your-reservation', reachedRoute: '/welcome/menu' })),
    ).toMatchObject({ kind: 'redirect', to: '/welcome/menu' });
  });

  it('ignores a reached step that is not part of this hotel’s flow', () => {
    expect(
      decideStartup(input({ pathname: '/welcome/menu', reachedRoute: '/somewhere/else' })),
    ).toMatchObject({
      kind: 'redirect',
      to: '/welcome',
    });
  });

  it('stays when already on the current step', () => {
    expect(decideStartup(input({ pathname: '/welcome' }))).toEqual({ kind: 'stay', legacyLogged: false });
  });

  it.each([
    '/document-scan/r/g',
    '/document-scan/r/g/upload',
    '/error/not-found',
    '/checkout',
    '/checkout/12345',
    '/welcome/validate/pin/abc123',
  ])('stays on %s (document scan, error, checkout, PIN link)', (pathname) => {
    expect(decideStartup(input({ pathname }))).toMatchObject({ kind: 'stay' });
  });

  it('stays on an unknown path so the not-found page shows', () => {
    expect(decideStartup(input({ pathname: '/a/b/c', isKnownRoute: false }))).toMatchObject({ kind: 'stay' });
  });
});

describe('decideStartup: legacy portal', () => {
  const legacy = makeInitialConfig({
    company: makeCompany({ newPortalEnabled: false, legacyUrl: 'https://legado.example.com/portal' }),
  });

  it('leaves for the legacy portal on a real host name', () => {
    expect(decideStartup(input({ hostname: 'legado.hospedar.example.com', outcome: ok(legacy) }))).toEqual({
      kind: 'legacy',
      url: 'https://legado.example.com/portal',
    });
  });

  it.each(['localhost', '127.0.0.1', '192.168.0.12', '[::1]'])(
    'only logs on %s and continues',
    (hostname) => {
      expect(decideStartup(input({ hostname, outcome: ok(legacy) }))).toEqual({
        kind: 'redirect',
        to: '/welcome',
        legacyLogged: true,
      });
    },
  );

  it('never leaves for a non-http legacy URL', () => {
    const bad = makeInitialConfig({
      company: makeCompany({ newPortalEnabled: false, legacyUrl: 'javascript:alert(1)' }),
    });
    expect(decideStartup(input({ outcome: ok(bad) }))).toMatchObject({
      kind: 'redirect',
      legacyLogged: true,
    });
  });
});

describe('extractIds (UUID rule)', () => {
  it('reads ids from the direct-entry route', () => {
    expect(extractIds(`/${RESERVATION}/${GUEST}`, '')).toEqual({
      reservationId: RESERVATION,
      guestId: GUEST,
      isInvalidDirectEntry: false,
    });
  });

  it('uses a guest id only when it is a 36-character UUID', () => {
    expect(extractIds(`/${RESERVATION}/12345`, '').guestId).toBeUndefined();
    expect(extractIds('/welcome', `?guestId=${GUEST}`).guestId).toBe(GUEST);
    expect(extractIds('/welcome', `?guestId=${GUEST}x`).guestId).toBeUndefined();
    expect(extractIds('/welcome', '?guestId=not-a-uuid').guestId).toBeUndefined();
  });

  it('marks a direct entry with a malformed reservation id', () => {
    expect(extractIds('/abc/def', '').isInvalidDirectEntry).toBe(true);
  });

  it('does not read the portal own two-segment routes as a direct entry', () => {
    for (const path of [
      '/welcome/menu',
      '/home/notification',
      '/error/not-found',
      '/checkout/123',
      '/reservation/warranty',
    ]) {
      expect(extractIds(path, '')).toEqual({
        reservationId: undefined,
        guestId: undefined,
        isInvalidDirectEntry: false,
      });
    }
  });

  it('takes the origin from ?origin=, else direct', () => {
    expect(extractOrigin('?origin=email')).toBe('email');
    expect(extractOrigin('')).toBe('direct');
  });

  it('knows the local host names', () => {
    expect(isLocalHostname('localhost')).toBe(true);
    expect(isLocalHostname('marazul.localhost')).toBe(false);
    expect(isLocalHostname('10.0.0.5')).toBe(true);
  });
});

describe('decideStartup: search and verification after a reload', () => {
  it('reopens the verification screens only when a reservation was chosen in this tab', () => {
    expect(decideStartup(input({ pathname: '/token-validation', hasSelectedReservation: true }))).toEqual({
      kind: 'stay',
      legacyLogged: false,
    });
    expect(
      decideStartup(input({ pathname: '/data-validation', hasSelectedReservation: false })),
    ).toMatchObject({
      kind: 'redirect',
    });
    // The person-level screens of a direct link (decision 62) reload the same way.
    for (const pathname of ['/person-data-validation', '/person-token-validation']) {
      expect(decideStartup(input({ pathname, hasSelectedReservation: true }))).toEqual({
        kind: 'stay',
        legacyLogged: false,
      });
      expect(decideStartup(input({ pathname, hasSelectedReservation: false }))).toMatchObject({
        kind: 'redirect',
      });
    }
  });

  it('keeps multi-reservation reachable when the search of this tab found several', () => {
    const reached = '/welcome/multi-reservation';
    expect(
      decideStartup(input({ pathname: reached, reachedRoute: reached, hasSeveralReservations: true })),
    ).toEqual({ kind: 'stay', legacyLogged: false });
    expect(decideStartup(input({ pathname: reached, reachedRoute: reached }))).toMatchObject({
      kind: 'redirect',
    });
  });
});

describe('decideStartup: the direct entry of a notification link', () => {
  it('stays on /:reservationId/:guestId when both ids are UUIDs, so the page leads to verification', () => {
    const config = makeInitialConfig();
    expect(decideStartup(input({ pathname: `/${RESERVATION}/${GUEST}`, outcome: ok(config) }))).toEqual({
      kind: 'stay',
      legacyLogged: false,
    });
  });

  it('goes to the flow when the guest id is not a UUID', () => {
    expect(decideStartup(input({ pathname: `/${RESERVATION}/12345` }))).toMatchObject({ kind: 'redirect' });
  });
});
