import { DEFAULT_THEME } from '@hospedar/contracts/tenant/theme';
import { COUNTRIES, DOCUMENT_TYPES, JOBS, PURPOSES, TRANSPORT_TYPES } from '../parameters.ts';
import { demoTermsFor } from '../terms-text/demo-terms.ts';
import type { DemoTenant } from '../types.ts';
import { NO_GUEST_CONTROL } from '../accommodation-options.ts';

const hotel = {
  name: 'Hotel Legado',
  nomeFantasia: 'Legado',
  email: 'recepcao@legado.example.com',
  phoneNumber: '+55 31 3551-7788',
  fullAddress: 'Rua Direita, 45 - Centro, Ouro Preto - MG, 35400-000, Brasil',
  subdomain: 'legado',
  minCheckin: 14,
  maxCheckout: 12,
};

/** A hotel that has not enabled the new portal: the portal sends its guests to legacyUrl. */
export const LEGADO: DemoTenant = {
  subdomain: 'legado',
  url: 'http://legado.localhost:3000',
  isDefault: false,
  name: hotel.name,
  groupId: null,
  groupOrCompany: 'legado',
  hotel,
  theme: { ...DEFAULT_THEME, logo: { ...DEFAULT_THEME.logo } },
  rules: {
    signatureRequired: true,
    warrantyRequired: false,
    notifyCompanionsEnabled: false,
    shareWithGuestsEnabled: false,
    onlineServicesEnabled: false,
    checkoutEnabled: false,
    pinLength: 5,
    precheckinOpensDaysBefore: null,
    documentImagesRequired: false,
    changesAfterFinishDaysBeforeCheckin: null,
    zipNetworkLookup: false,
    guestControl: NO_GUEST_CONTROL,
  },
  welcomeRules: {
    enabled: false,
    title: { 'pt-BR': 'Hotel Legado' },
    message: { 'pt-BR': 'Pré-check-in do Hotel Legado.' },
  },
  stepsConfig: [
    { id: 'onboarding', enabled: true },
    { id: 'informacao-pessoal', enabled: true },
    { id: 'assinatura', enabled: true },
  ],
  parameters: {
    transportTypes: TRANSPORT_TYPES,
    documentTypes: DOCUMENT_TYPES,
    jobs: JOBS,
    purposes: PURPOSES,
    countries: COUNTRIES,
    searchTypes: ['reservation'],
  },
  languages: ['pt-BR'],
  searchFlags: {
    enableSearchByReservationNumber: true,
    enableSearchByDocument: false,
    enableSearchByEmailOrPhoneNumber: false,
    enableSearchByName: false,
    enableSearchByFacialRecognition: false,
  },
  newPortalEnabled: false,
  legacyUrl: 'https://legado.example.com/precheckin',
  timeZone: 'America/Sao_Paulo',
  terms: demoTermsFor(hotel),
  reservations: [],
};
