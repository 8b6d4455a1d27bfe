import { afterEach, describe, expect, it } from 'vitest';
import { formDraft } from './form-draft.ts';
import { guestStore } from './guest-session.ts';
import { queryClient } from './query/query-client.ts';
import { reservationSelection } from './reservation-selection.ts';
import { returnAfterVerification } from './return-after-verification.ts';
import { signOut } from './sign-out.ts';
import { tokenStore } from './token-store.ts';

const GUEST = '2ebe2bad-4de4-4bce-8f9e-581a1ad9624c';
const COMPANION = '3c1f4a52-7d0e-4f8b-9a61-2b5e8d7c9f10';
const RESERVATION = '68d0c852-1a8e-467c-b170-51ea2857bfd2';

describe('signOut (decision 118)', () => {
  afterEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    guestStore.reset();
  });

  it('forgets every token, the guest, the reservation found, the place to return to, the answers and the drafts', () => {
    guestStore.qualify({
      token: 'tok-main',
      clientId: GUEST,
      reservationId: RESERVATION,
      masterGuest: true,
      isChild: false,
      expiresAt: '',
    });
    tokenStore.save(COMPANION, 'tok-companion');
    formDraft.save(GUEST, 'personal-info', { name: 'Ana' });
    reservationSelection.select({
      id: RESERVATION,
      guestId: GUEST,
      reservationNumber: '1001',
      resStatus: 1,
      checkinDate: '2030-01-10',
      checkoutDate: '2030-01-13',
    } as never);
    returnAfterVerification.remember('/reservation/personal-info');
    queryClient.setQueryData(['client', GUEST], { name: 'Ana' });
    window.localStorage.setItem('hospedar.language', 'en-US');

    signOut();

    expect(tokenStore.get(GUEST)).toBeNull();
    expect(tokenStore.get(COMPANION)).toBeNull();
    expect(guestStore.get()).toMatchObject({ clientId: null, qualified: false });
    expect(formDraft.load(GUEST, 'personal-info', (_value): _value is object => true)).toBeNull();
    expect(reservationSelection.selected()).toBeNull();
    expect(returnAfterVerification.take()).toBeNull();
    expect(queryClient.getQueryData(['client', GUEST])).toBeUndefined();
    // What is not the guest's stays: the language chosen on this device.
    expect(window.localStorage.getItem('hospedar.language')).toBe('en-US');
  });
});
