import { afterEach, describe, expect, it } from 'vitest';
import { requestContext } from './request-context.ts';
import { contactInfoStore, expiredPinFlag, guestStore } from './guest-session.ts';
import { tokenStore } from './token-store.ts';

const GUEST = '2ebe2bad-4de4-4bce-8f9e-581a1ad9624c';
const RESERVATION = '68d0c852-1a8e-467c-b170-51ea2857bfd2';

describe('guest session', () => {
  afterEach(() => {
    guestStore.reset();
    window.sessionStorage.clear();
  });

  it('stores the token per guest and qualifies the guest', () => {
    guestStore.qualify({
      token: 'tok-1',
      clientId: GUEST,
      reservationId: RESERVATION,
      masterGuest: true,
      isChild: false,
      expiresAt: '',
    });
    expect(tokenStore.get(GUEST)).toBe('tok-1');
    expect(guestStore.get()).toEqual({
      clientId: GUEST,
      reservationId: RESERVATION,
      qualified: true,
      masterGuest: true,
      isChild: false,
    });
    expect(requestContext.getTokenKey()).toBe(GUEST);
  });

  it('qualifies at once with a stored token younger than 50 minutes, not with an older one', () => {
    const now = Date.now();
    tokenStore.save(GUEST, 'tok-2', now - 49 * 60_000);
    expect(guestStore.qualifyWithStoredToken(GUEST, RESERVATION, now)).toBe(true);
    expect(guestStore.get().qualified).toBe(true);
    guestStore.reset();
    tokenStore.save(GUEST, 'tok-3', now - 51 * 60_000);
    expect(guestStore.qualifyWithStoredToken(GUEST, RESERVATION, now)).toBe(false);
    expect(guestStore.get().qualified).toBe(false);
  });

  it("takes the roles from a stored token's claims, so a main guest in a new tab stays the main guest", () => {
    const claims = (payload: object) =>
      `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.signature`;
    tokenStore.save(GUEST, claims({ sub: GUEST, mg: true, ch: false }));
    expect(guestStore.qualifyWithStoredToken(GUEST, RESERVATION)).toBe(true);
    expect(guestStore.get()).toMatchObject({ qualified: true, masterGuest: true, isChild: false });
    window.sessionStorage.clear();
    tokenStore.save(GUEST, claims({ sub: GUEST, mg: false, ch: true }));
    guestStore.qualifyWithStoredToken(GUEST, RESERVATION);
    expect(guestStore.get()).toMatchObject({ masterGuest: false, isChild: true });
    tokenStore.save(GUEST, 'not-a-jwt');
    guestStore.qualifyWithStoredToken(GUEST, RESERVATION);
    expect(guestStore.get()).toMatchObject({ qualified: true, masterGuest: false, isChild: false });
  });

  it('drops the token on a 401 but remembers the guest', () => {
    tokenStore.save(GUEST, 'tok-4');
    guestStore.qualifyWithStoredToken(GUEST, RESERVATION);
    guestStore.disqualify();
    expect(tokenStore.get(GUEST)).toBeNull();
    expect(guestStore.get()).toMatchObject({ clientId: GUEST, qualified: false });
    expect(requestContext.getTokenKey()).toBeNull();
  });

  it('keeps contactInfo (guestId, contactId) and the expiredPin flag in localStorage', () => {
    contactInfoStore.save({ guestId: GUEST, contactId: 'mobile' });
    expect(contactInfoStore.load()).toEqual({ guestId: GUEST, contactId: 'mobile' });
    window.localStorage.setItem('hospedar.contactInfo', '{"guestId":"x","contactId":"email"}');
    expect(contactInfoStore.load()).toBeNull();
    expiredPinFlag.set();
    expect(expiredPinFlag.isSet()).toBe(true);
    expect(expiredPinFlag.code()).toBeNull();
    expiredPinFlag.set('RESERVATION_EXPIRED');
    expect(expiredPinFlag.isSet()).toBe(true);
    expect(expiredPinFlag.code()).toBe('RESERVATION_EXPIRED');
    expiredPinFlag.set('RESERVATION_NOT_OPEN_YET', '2026-12-01');
    expect(expiredPinFlag.code()).toBe('RESERVATION_NOT_OPEN_YET');
    expect(expiredPinFlag.opensOn()).toBe('2026-12-01');
    expiredPinFlag.clear();
    expect(expiredPinFlag.isSet()).toBe(false);
    expect(expiredPinFlag.code()).toBeNull();
  });
});
