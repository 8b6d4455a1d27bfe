import type { TGuest } from '@hospedar/contracts/guests/guest';
import { cpfWithCheckDigits } from '../../db/seed/cpf.ts';

/** A valid CPF for tests: 529.982.247-25's kind, made with the check-digit rule. */
export const FIXTURE_CPF = cpfWithCheckDigits('529982247');

/** A finished adult guest living in Imbituba (IBGE 4207304), with a CPF: what FNRH Digital takes. */
export function finishedGuest(overrides: Partial<TGuest> & Pick<TGuest, 'id'>): TGuest {
  return {
    personId: '00000000-0000-4000-8000-000000000001',
    masterGuest: true,
    name: 'Ana',
    lastName: 'Souza',
    socialName: null,
    informSocialName: false,
    isChild: false,
    vip: false,
    gender: 'female',
    email: 'ana.souza@example.com',
    birthdate: '1990-04-12',
    jobId: null,
    jobName: null,
    nationality: { id: 'BR', name: 'Brasil' },
    mobilePhone: { countryCode: '55', areaCode: '48', number: '991234567' },
    homePhone: { ddi: null, ddd: null, number: null },
    address: 'Rua das Gaivotas',
    addressNumber: '120',
    addressComplement: null,
    neighborhood: 'Centro',
    zipCode: '88780-000',
    city: { id: '4207304', name: 'Imbituba' },
    state: { id: '42', name: 'Santa Catarina' },
    country: { id: 'BR', name: 'Brasil' },
    arrivingFrom: { country: null, state: null, city: null },
    nextDestination: { country: null, state: null, city: null },
    purposeTrip: 'leisure',
    arrivingBy: 'car',
    biometricsAccepted: false,
    fnrhId: 'fnrh-1',
    signatureId: null,
    photoId: null,
    photoUrl: null,
    extraFields: {},
    additionalData: {},
    documents: [
      {
        isMain: true,
        documentTypeId: 1,
        documentNumber: FIXTURE_CPF,
        frontImageKey: null,
        backImageKey: null,
        frontImageUrl: null,
        backImageUrl: null,
      },
    ],
    optins: [],
    termsAcceptance: [],
    isCompleted: true,
    ...overrides,
  };
}

/** The first item of a list a test expects to be there. */
export function firstOf<T>(items: T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error('expected at least one item');
  return item;
}
