import type { TGetClientResponse, TGuestListItem } from '@hospedar/contracts/guests/get-client';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import { asCompanionSummary, makeBlankGuest } from '../../test/fixtures.ts';

/** Test data of the guest list: the family reservation of the demo (main guest, spouse, two minors). */
export const IDS = {
  reservation: '8714e6e8-b470-470c-95aa-fafc9e068883',
  main: '76152228-3b06-4e16-ad55-a5bdc24f3051',
  spouse: '1b9f3c2a-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  teen: '2c0a4d3b-5e6f-4071-9b8c-0d1e2f3a4b5c',
  child: '3d1b5e4c-6f70-4182-8c9d-1e2f3a4b5c6d',
} as const;

export function makeGuest(overrides: Partial<TGuest> & Pick<TGuest, 'id' | 'name'>): TGuest {
  return {
    ...makeBlankGuest(overrides.id),
    lastName: 'Costa',
    fnrhId: overrides.isCompleted ? 'fnrh-1' : null,
    ...overrides,
  };
}

export const FAMILY: TGuest[] = [
  makeGuest({ id: IDS.main, name: 'Rafael', masterGuest: true, email: 'rafael.costa@example.com' }),
  makeGuest({ id: IDS.spouse, name: 'Juliana', email: 'juliana.costa@example.com', isCompleted: true }),
  makeGuest({ id: IDS.teen, name: 'Laura', isChild: true }),
  makeGuest({ id: IDS.child, name: 'Pedro', isChild: true, isCompleted: true }),
];

const reservation: TGetClientResponse['reservation'] = {
  id: IDS.reservation,
  reservationNumber: '1020',
  resStatus: 1,
  checkinDate: '2026-11-28',
  checkoutDate: '2026-12-02',
  adultsNumber: 2,
  childrenNumber: 2,
  billed: false,
  isDemonstration: true,
  guestListFinishedAt: null,
};

const asItem = (guest: TGuest): TGuestListItem => ({
  id: guest.id,
  name: guest.name,
  masterGuest: guest.masterGuest,
  isChild: guest.isChild,
  isCompleted: guest.isCompleted,
});

/** What GET /api/clients/{id} answers to `viewerId` for `guests` (as the API's rules say). */
export function clientFor(viewerId: string, guests: TGuest[] = FAMILY): TGetClientResponse {
  const viewer = guests.find((guest) => guest.id === viewerId);
  if (!viewer) throw new Error(`no guest ${viewerId}`);
  const isInFull = (guest: TGuest) => guest.id === viewerId || guest.isChild;
  return {
    reservation,
    guest: viewer,
    guests: viewer.masterGuest ? guests.filter(isInFull) : [viewer],
    companions: viewer.masterGuest ? guests.filter((guest) => !isInFull(guest)).map(asCompanionSummary) : [],
    others: viewer.masterGuest ? [] : guests.filter((guest) => guest.id !== viewerId).map(asItem),
    order: null,
  };
}
