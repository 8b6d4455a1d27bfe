import { describe, expect, it, vi } from 'vitest';
import type { TGuestSession } from '@hospedar/contracts/verification/verify-pin';
import { ApiError } from '../../lib/api-client.ts';
import { pinLinkHash, runPinLinkGuard } from './pin-link.ts';
import type { TPinLinkDeps } from './pin-link.ts';

const HASH = 'Zx8_k2-Qm4Lr7Tn1Wv5Yb9Hc3Jd6';
const SESSION: TGuestSession = {
  token: 'tok',
  clientId: '2ebe2bad-4de4-4bce-8f9e-581a1ad9624c',
  reservationId: '68d0c852-1a8e-467c-b170-51ea2857bfd2',
  masterGuest: true,
  isChild: false,
  expiresAt: '2026-11-22T12:50:00.000Z',
};

function deps(over: Partial<TPinLinkDeps> = {}): TPinLinkDeps {
  return {
    savedContact: () => ({ guestId: SESSION.clientId, contactId: 'email' }),
    verify: vi.fn(() => Promise.resolve(SESSION)),
    onVerified: vi.fn(),
    onExpired: vi.fn(),
    ...over,
  };
}

describe('PIN link (guard 2)', () => {
  it('reads the hash of /welcome/validate/pin/{hash}', () => {
    expect(pinLinkHash(`/welcome/validate/pin/${HASH}`)).toBe(HASH);
    expect(pinLinkHash(`/welcome/validate/pin/${HASH}/`)).toBe(HASH);
    expect(pinLinkHash('/welcome/menu')).toBeNull();
  });

  it('sends the hash with the saved guest and contact, qualifies and goes to personal-info', async () => {
    const d = deps();
    await expect(runPinLinkGuard(HASH, d)).resolves.toBe('/reservation/personal-info');
    expect(d.verify).toHaveBeenCalledWith({ hash: HASH, guestId: SESSION.clientId, contactId: 'email' });
    expect(d.onVerified).toHaveBeenCalledWith(SESSION);
    expect(d.onExpired).not.toHaveBeenCalled();
  });

  it('sends the hash alone when nothing was saved in this browser', async () => {
    const d = deps({ savedContact: () => null });
    await runPinLinkGuard(HASH, d);
    expect(d.verify).toHaveBeenCalledWith({ hash: HASH });
  });

  it('sets expiredPin and goes to the site root when the link fails', async () => {
    const d = deps({
      verify: vi.fn(() =>
        Promise.reject(new ApiError(400, { code: 'PIN_LINK_INVALID', message: 'expired' })),
      ),
    });
    await expect(runPinLinkGuard(HASH, d)).resolves.toBe('/');
    expect(d.onExpired).toHaveBeenCalledTimes(1);
    expect(d.onExpired).toHaveBeenCalledWith('PIN_LINK_INVALID', undefined);
    expect(d.onVerified).not.toHaveBeenCalled();
  });

  it('passes on the reason of a reservation closed since the link was sent', async () => {
    const d = deps({
      verify: vi.fn(() =>
        Promise.reject(new ApiError(403, { code: 'RESERVATION_CANCELLED', message: 'cancelled' })),
      ),
    });
    await expect(runPinLinkGuard(HASH, d)).resolves.toBe('/');
    expect(d.onExpired).toHaveBeenCalledWith('RESERVATION_CANCELLED', undefined);
  });

  it('passes on the day a pre-check-in not open yet opens', async () => {
    const details = { reason: 'notOpenYet', opensOn: '2026-12-01' };
    const d = deps({
      verify: vi.fn(() =>
        Promise.reject(new ApiError(403, { code: 'RESERVATION_NOT_OPEN_YET', message: 'early', details })),
      ),
    });
    await expect(runPinLinkGuard(HASH, d)).resolves.toBe('/');
    expect(d.onExpired).toHaveBeenCalledWith('RESERVATION_NOT_OPEN_YET', details);
  });

  it('does not call the API for a malformed hash', async () => {
    const d = deps();
    await expect(runPinLinkGuard('short', d)).resolves.toBe('/');
    expect(d.verify).not.toHaveBeenCalled();
    expect(d.onExpired).toHaveBeenCalledTimes(1);
  });
});
