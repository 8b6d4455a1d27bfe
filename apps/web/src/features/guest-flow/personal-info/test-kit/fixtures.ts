import { DocumentTypeId } from '@hospedar/contracts/constants';
import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import { makeBlankGuest, makeCompany } from '../../../../test/fixtures.ts';

/** Test data of this area: a Brazilian main guest, a minor of the reservation, and the hotel. */
export const IDS = {
  reservation: '8714e6e8-b470-470c-95aa-fafc9e068883',
  main: '76152228-3b06-4e16-ad55-a5bdc24f3051',
  minor: '2c0a4d3b-5e6f-4071-9b8c-0d1e2f3a4b5c',
} as const;

export function makeGuest(overrides: Partial<TGuest> & Pick<TGuest, 'id'>): TGuest {
  return { ...makeBlankGuest(overrides.id), name: 'Ana', lastName: 'Souza', ...overrides };
}

/** A main guest whose form is complete and valid (what the demo's Ana Souza would type). */
export const COMPLETE_MAIN = makeGuest({
  id: IDS.main,
  masterGuest: true,
  gender: 'female',
  email: 'ana.souza@example.com',
  birthdate: '1990-05-04',
  nationality: { id: 'BR', name: 'Brazil' },
  mobilePhone: { countryCode: '55', areaCode: '48', number: '991234567' },
  homePhone: { ddi: '55', ddd: '48', number: '32345678' },
  address: 'Rua Bocaiúva',
  addressNumber: '2125',
  addressComplement: 'Apto 804',
  neighborhood: 'Centro',
  zipCode: '88015530',
  city: { id: '4205407', name: 'Florianópolis' },
  state: { id: '42', name: 'Santa Catarina' },
  country: { id: 'BR', name: 'Brazil' },
  documents: [
    {
      isMain: true,
      documentTypeId: DocumentTypeId.CPF,
      documentNumber: '52998224725',
      frontImageKey: null,
      backImageKey: null,
      frontImageUrl: null,
      backImageUrl: null,
    },
  ],
  optins: [
    { type: 'terms', termsType: 1, id: null, isChecked: true },
    { type: 'terms', termsType: 2, id: null, isChecked: true },
  ],
});

export const MINOR = makeGuest({ id: IDS.minor, name: 'Laura', lastName: 'Souza', isChild: true });

export function makeClient(guest: TGuest, others: TGuest[] = [], billed = false): TGetClientResponse {
  return {
    reservation: {
      id: IDS.reservation,
      reservationNumber: '1001',
      resStatus: 1,
      checkinDate: '2026-11-25T00:00:00.000Z',
      checkoutDate: '2026-11-28T00:00:00.000Z',
      adultsNumber: 1,
      childrenNumber: 1,
      billed,
      isDemonstration: true,
      guestListFinishedAt: null,
    },
    guest,
    guests: [guest, ...others],
    companions: [],
    others: [],
    order: null,
  };
}

/** The hotel of these tests: the demo's document types and jobs. */
export const COMPANY = makeCompany({
  terms: { use: 'use-v1', privacy: 'privacy-v1' },
  parameters: {
    transportTypes: [],
    documentTypes: {
      main: { default: [1], foreign: [4, 6, 5, 2], minor: [1, 0] },
      additional: { default: [3], foreign: [2], minor: [0, 3] },
    },
    jobs: [
      { id: 'engineer', label: { 'pt-BR': 'Engenheiro(a)', 'en-US': 'Engineer', 'es-ES': 'Ingeniero(a)' } },
    ],
    purposes: [],
    countries: ['BR', 'AR'],
    searchTypes: ['reservation'],
  },
});
