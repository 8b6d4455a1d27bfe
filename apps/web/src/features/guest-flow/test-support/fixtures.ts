import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import type { TAdditionalDataConfig, TCompanyConfig } from '@hospedar/contracts/tenant/company-config';
import { makeBlankGuest, makeCompany } from '../../../test/fixtures.ts';

export const GUEST_ID = 'ed3871c2-e64b-49a7-9474-d1c88b127d41';
export const RESERVATION_ID = '975d9219-c1e0-43bc-8e01-00e9660b9872';

const text = (en: string, pt = en) => ({ 'pt-BR': pt, 'en-US': en, 'es-ES': en });

/** A Brazilian adult with the personal-info step filled (demo guest Lucas Ferreira). */
export function makeGuest(overrides: Partial<TGuest> = {}): TGuest {
  return {
    ...makeBlankGuest(GUEST_ID),
    masterGuest: true,
    name: 'Lucas',
    lastName: 'Ferreira',
    gender: 'male',
    email: 'lucas.ferreira@example.com',
    birthdate: '1990-07-22',
    nationality: { id: 'BR', name: 'Brasil' },
    mobilePhone: { countryCode: '55', areaCode: '11', number: '991110000' },
    address: 'Avenida Paulista',
    addressNumber: '1578',
    neighborhood: 'Bela Vista',
    zipCode: '01310200',
    city: { id: '3550308', name: 'São Paulo' },
    state: { id: 'SP', name: 'São Paulo' },
    country: { id: 'BR', name: 'Brasil' },
    documents: [
      {
        isMain: true,
        documentTypeId: 1,
        documentNumber: '31854672053',
        frontImageKey: null,
        backImageKey: null,
        frontImageUrl: null,
        backImageUrl: null,
      },
    ],
    ...overrides,
  };
}

export function makeClient(guest: TGuest = makeGuest()): TGetClientResponse {
  return {
    reservation: {
      id: RESERVATION_ID,
      reservationNumber: '1000',
      resStatus: 0,
      checkinDate: '2026-11-26',
      checkoutDate: '2026-11-28',
      adultsNumber: 1,
      childrenNumber: 0,
      billed: false,
      isDemonstration: true,
      guestListFinishedAt: null,
    },
    guest,
    guests: [guest],
    companions: [],
    others: [],
    order: null,
  };
}

/** One extra field of every kind; the select and the yes/no are required. */
export const EXTRA_FIELDS: TAdditionalDataConfig['extraFields'] = [
  { key: 'vehiclePlate', label: text('Vehicle plate', 'Placa do veículo'), kind: 'text', required: false },
  { key: 'guestsInCar', label: text('People in the car'), kind: 'number', required: false },
  { key: 'arrivalDay', label: text('Arrival day'), kind: 'date', required: false },
  {
    key: 'diet',
    label: { 'pt-BR': 'Restrição alimentar', 'en-US': '' },
    kind: 'select',
    required: true,
    options: [
      { value: 'none', label: text('None', 'Nenhuma') },
      { value: 'vegan', label: text('Vegan', 'Vegana') },
    ],
  },
  { key: 'firstVisit', label: text('First visit?'), kind: 'yes_no', required: true },
];

export const FULL_CONFIG: TAdditionalDataConfig = {
  origin: true,
  destination: true,
  transportType: true,
  travelReason: true,
  extraFields: EXTRA_FIELDS,
};

/** The demo hotel's steps with the given additional data (Sol Nascente). */
export function makeFlowCompany(config: TAdditionalDataConfig = FULL_CONFIG): TCompanyConfig {
  const company = makeCompany();
  return {
    ...company,
    stepsConfig: [
      { id: 'informacao-pessoal', enabled: true },
      { id: 'dados-adicionais', enabled: true, fields: [{ additionalData: config }] },
      { id: 'assinatura', enabled: true },
    ],
    parameters: {
      ...company.parameters,
      transportTypes: [
        { id: 'car', label: text('Car', 'Automóvel') },
        { id: 'plane', label: text('Plane', 'Avião') },
      ],
      purposes: [
        { id: 'leisure', label: text('Leisure or holidays', 'Lazer ou férias') },
        { id: 'business', label: text('Business', 'Negócios') },
      ],
      countries: ['BR', 'AR'],
    },
  };
}
