import type { TGetInitialConfigResponse } from '@hospedar/contracts/config/get-initial-config';
import type { TCompanionSummary } from '@hospedar/contracts/guests/get-client';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import type { TCompanyConfig } from '@hospedar/contracts/tenant/company-config';

const text = (value: string) => ({ 'pt-BR': value, 'en-US': value, 'es-ES': value });

/** A complete company configuration for tests, with overrides. */
export function makeCompany(overrides: Partial<TCompanyConfig> = {}): TCompanyConfig {
  return {
    companyId: '0b7f3c1e-2a4d-4e8f-9a1b-3c5d7e9f1a2b',
    name: 'Hotel Teste',
    groupId: null,
    groupOrCompany: 'teste',
    rules: {
      signatureRequired: true,
      warrantyRequired: false,
      notifyCompanionsEnabled: true,
      shareWithGuestsEnabled: true,
      onlineServicesEnabled: true,
      checkoutEnabled: true,
      documentImagesRequired: false,
      changesAfterFinishDaysBeforeCheckin: null,
      zipNetworkLookup: false,
      pinLength: 5,
      precheckinOpensDaysBefore: null,
    },
    welcomeRules: { enabled: true, title: text('Bem-vindo'), message: text('Olá') },
    terms: { use: null, privacy: null },
    hotel: {
      name: 'Hotel Teste',
      nomeFantasia: 'Teste',
      email: 'recepcao@teste.example.com',
      phoneNumber: '+55 11 5555-0000',
      fullAddress: 'Rua A, 1',
      subdomain: 'teste',
      minCheckin: 14,
      maxCheckout: 12,
    },
    stepsConfig: [],
    theme: {
      background: '#f5f6f8',
      primaryColor: '#1d4ed8',
      cardRadius: 12,
      inputRadius: 8,
      buttonRadius: 8,
      chipRadius: 16,
      logo: { internal: '/brand/hospedar/logo.svg', external: '/brand/hospedar/logo-white.svg' },
      backgroundUrl: null,
    },
    languages: ['pt-BR', 'en-US', 'es-ES'],
    parameters: {
      transportTypes: [],
      documentTypes: {
        main: { default: [1], foreign: [4], minor: [0] },
        additional: { default: [], foreign: [], minor: [] },
      },
      jobs: [],
      purposes: [],
      countries: ['BR'],
      searchTypes: ['reservation'],
    },
    personalization: { poweredByVisible: true },
    searchFlags: {
      enableSearchByReservationNumber: true,
      enableSearchByDocument: false,
      enableSearchByEmailOrPhoneNumber: false,
      enableSearchByName: false,
      enableSearchByFacialRecognition: false,
    },
    newPortalEnabled: true,
    legacyUrl: null,
    timeZone: 'America/Sao_Paulo',
    ...overrides,
  };
}

export function makeInitialConfig(
  overrides: Partial<TGetInitialConfigResponse> & { company?: TCompanyConfig } = {},
): TGetInitialConfigResponse {
  return {
    company: makeCompany(),
    reservation: null,
    guestId: null,
    today: '2026-11-22',
    language: 'pt-BR',
    ...overrides,
  };
}

const noRef = { id: null, name: null };

/** A guest with nothing filled in yet (what a reservation brings before the FNRH), for tests to override. */
export function makeBlankGuest(id: string): TGuest {
  return {
    id,
    personId: id,
    masterGuest: false,
    name: '',
    lastName: '',
    socialName: null,
    informSocialName: false,
    isChild: false,
    vip: false,
    gender: null,
    email: null,
    birthdate: null,
    jobId: null,
    jobName: null,
    nationality: noRef,
    mobilePhone: { countryCode: null, areaCode: null, number: null },
    homePhone: { ddi: null, ddd: null, number: null },
    address: null,
    addressNumber: null,
    addressComplement: null,
    neighborhood: null,
    zipCode: null,
    city: noRef,
    state: noRef,
    country: noRef,
    arrivingFrom: { country: null, state: null, city: null },
    nextDestination: { country: null, state: null, city: null },
    purposeTrip: null,
    arrivingBy: null,
    biometricsAccepted: false,
    fnrhId: null,
    signatureId: null,
    photoId: null,
    photoUrl: null,
    extraFields: {},
    additionalData: {},
    documents: [],
    optins: [],
    termsAcceptance: [],
    isCompleted: false,
  };
}

/** A test stand-in for the API's masks (ju***@ex***.com): the first two characters, then stars. */
const masked = (text: string | null) => (text ? `${text.slice(0, 2)}***` : null);

/** An adult companion as the main guest receives it (decision 54). */
export const asCompanionSummary = (guest: TGuest): TCompanionSummary => ({
  id: guest.id,
  name: guest.name,
  lastName: guest.lastName,
  photoUrl: guest.photoUrl,
  maskedEmail: masked(guest.email),
  maskedMobile: masked(guest.mobilePhone.number),
  isCompleted: guest.isCompleted,
  notifiedAt: guest.notifiedAt ?? null,
  notifiedChannel: guest.notifiedChannel ?? null,
});
