import { describe, expect, it } from 'vitest';
import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import { asCompanionSummary, makeBlankGuest } from '../../test/fixtures.ts';
import { defaultChannel, initialSelection, notifyCandidates, toNotifyClients } from './notify-candidates.ts';

const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const guest = (n: number, overrides: Partial<TGuest>): TGuest => ({
  ...makeBlankGuest(ID(n)),
  lastName: 'Souza',
  ...overrides,
});
const mobile = { countryCode: '55', areaCode: '48', number: '991237654' };

const GUESTS: TGuest[] = [
  guest(1, { name: 'Ana', masterGuest: true, email: 'ana@example.com', mobilePhone: mobile }),
  guest(2, { name: 'Bruno', email: 'bruno@example.com', mobilePhone: mobile }),
  guest(3, { name: 'Carla' }),
  guest(4, { name: 'Julia', email: 'julia@example.com', isCompleted: true, fnrhId: 'x' }),
  guest(5, { name: 'Pedro', isChild: true }),
  guest(6, {
    name: 'Laura',
    isChild: true,
    mobilePhone: mobile,
    notifiedAt: '2026-11-22T10:00:00Z',
    notifiedChannel: 'sms',
  }),
];
// As the API answers the main guest: itself and the minors in full, the adults as summaries.
const client = {
  guest: GUESTS[0],
  guests: GUESTS.filter((item) => item.masterGuest || item.isChild),
  companions: GUESTS.filter((item) => !item.masterGuest && !item.isChild).map(asCompanionSummary),
  others: [],
  order: null,
} as unknown as TGetClientResponse;

describe('notifyCandidates', () => {
  it('lists incomplete companions with a contact, never the main guest; names adults without one', () => {
    const { candidates, withoutContact } = notifyCandidates(client);
    expect(candidates.map((candidate) => candidate.fullName)).toEqual(['Bruno Souza', 'Laura Souza']);
    // An adult companion's contacts are masked; the API sends to the saved ones.
    expect(candidates[0]).toMatchObject({
      email: 'br***',
      mobile: '99***',
      channels: ['email', 'sms'],
      notifiedAt: null,
    });
    expect(candidates[1]?.channels).toEqual(['sms']);
    // Carla (an adult) has no contact; Pedro (a minor) has none either and is filled by the main guest.
    expect(withoutContact.map((person) => person.fullName)).toEqual(['Carla Souza']);
  });

  it('offers the channel used last time, else e-mail', () => {
    const [bruno, laura] = notifyCandidates(client).candidates;
    if (!bruno || !laura) throw new Error('candidates missing');
    expect(defaultChannel(bruno)).toBe('email');
    expect(defaultChannel(laura)).toBe('sms');
  });

  it('selects the companion asked for, else everyone not notified yet', () => {
    const { candidates } = notifyCandidates(client);
    expect(initialSelection(candidates, ID(6))).toEqual({ [ID(2)]: null, [ID(6)]: 'sms' });
    expect(initialSelection(candidates, null)).toEqual({ [ID(2)]: 'email', [ID(6)]: null });
    expect(initialSelection(candidates, ID(1))).toEqual({ [ID(2)]: 'email', [ID(6)]: null });
  });

  it('sends the selected companions with the spec fields and the channel', () => {
    const { candidates } = notifyCandidates(client);
    expect(toNotifyClients(candidates, { [ID(2)]: 'sms', [ID(6)]: null })).toEqual([
      {
        id: ID(2),
        name: 'Bruno Souza',
        email: 'br***',
        mobile: '99***',
        channel: 'sms',
      },
    ]);
  });
});
