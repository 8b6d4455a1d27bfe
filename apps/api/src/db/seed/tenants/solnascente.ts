import type { DemoTenant } from '../types.ts';
import { DEMO_ACCOMMODATION, DEMO_GUEST_CONTROL } from '../accommodation-options.ts';
import { COUNTRIES, DOCUMENT_TYPES, JOBS, PURPOSES, TRANSPORT_TYPES } from '../parameters.ts';
import { demoTermsFor } from '../terms-text/demo-terms.ts';
import { SOLNASCENTE_RESERVATIONS } from './solnascente-reservations.ts';

/** The demo hotel's integration API key (README, "Connect your hotel"): seeded outside production only. */
export const DEMO_API_KEY = 'hk_demo_solnascente_local_only_not_for_prod_00';

const hotel = {
  name: 'Pousada Sol Nascente',
  nomeFantasia: 'Sol Nascente',
  email: 'reservas@solnascente.example.com',
  phoneNumber: '+55 48 3355-1200',
  fullAddress: 'Rua das Gaivotas, 120 - Praia do Rosa, Imbituba - SC, 88780-000, Brasil',
  subdomain: 'solnascente',
  minCheckin: 14,
  maxCheckout: 12,
};

export const SOLNASCENTE: DemoTenant = {
  subdomain: 'solnascente',
  url: 'http://localhost:3000',
  isDefault: true,
  name: hotel.name,
  groupId: null,
  groupOrCompany: 'solnascente',
  hotel,
  theme: {
    background: '#fff7ed',
    primaryColor: '#c2410c',
    cardRadius: 16,
    inputRadius: 12,
    buttonRadius: 16,
    chipRadius: 16,
    logo: { internal: '/brand/solnascente/logo.svg', external: '/brand/solnascente/logo-white.svg' },
    backgroundUrl: '/brand/solnascente/background.svg',
  },
  rules: {
    signatureRequired: true,
    // The main guest registers a payment guarantee before finishing the list (decision 99).
    warrantyRequired: true,
    notifyCompanionsEnabled: true,
    shareWithGuestsEnabled: true,
    onlineServicesEnabled: true,
    checkoutEnabled: true,
    pinLength: 5,
    precheckinOpensDaysBefore: 30,
    documentImagesRequired: false,
    changesAfterFinishDaysBeforeCheckin: null,
    // Zip codes the local table lacks are asked of ViaCEP, when the server runs it (ZIP_PROVIDER).
    zipNetworkLookup: true,
    guestControl: DEMO_GUEST_CONTROL,
    // The guarantee goes through the sandbox processor (decision 92): its test cards are in the README.
    payment: { processor: 'sandbox', publicKey: 'pk_test_solnascente' },
  },
  welcomeRules: {
    enabled: true,
    title: {
      'pt-BR': 'Bem-vindo à Pousada Sol Nascente',
      'en-US': 'Welcome to Pousada Sol Nascente',
      'es-ES': 'Bienvenido a la Pousada Sol Nascente',
    },
    message: {
      'pt-BR': 'Faça seu pré-check-in em cerca de 5 minutos e chegue direto para aproveitar a Praia do Rosa.',
      'en-US': 'Complete your pre-check-in in about 5 minutes and head straight to Praia do Rosa on arrival.',
      'es-ES':
        'Haga su pre-check-in en unos 5 minutos y al llegar vaya directo a disfrutar de Praia do Rosa.',
    },
  },
  stepsConfig: [
    { id: 'welcome', enabled: true },
    // The onboarding modal is shown by Hotel Mar Azul; Sol Nascente's guests go straight to the list.
    { id: 'onboarding', enabled: false },
    { id: 'informacao-pessoal', enabled: true },
    {
      id: 'dados-adicionais',
      enabled: true,
      fields: [
        {
          additionalData: {
            origin: true,
            destination: true,
            transportType: true,
            travelReason: true,
            extraFields: [
              {
                key: 'vehiclePlate',
                label: {
                  'pt-BR': 'Placa do veículo',
                  'en-US': 'Vehicle plate',
                  'es-ES': 'Matrícula del vehículo',
                },
                kind: 'text',
                required: false,
                isUpperCase: true,
              },
              {
                key: 'peopleInVehicle',
                label: {
                  'pt-BR': 'Pessoas no veículo',
                  'en-US': 'People in the vehicle',
                  'es-ES': 'Personas en el vehículo',
                },
                kind: 'number',
                required: false,
                min: 1,
                max: 9,
              },
              {
                key: 'invoiceEmail',
                label: {
                  'pt-BR': 'E-mail para a nota fiscal',
                  'en-US': 'E-mail for the invoice',
                  'es-ES': 'Correo electrónico para la factura',
                },
                kind: 'email',
                required: false,
              },
              {
                key: 'invoiceEmailRepeat',
                label: {
                  'pt-BR': 'Repita o e-mail para a nota fiscal',
                  'en-US': 'Repeat the e-mail for the invoice',
                  'es-ES': 'Repita el correo electrónico para la factura',
                },
                kind: 'email',
                required: false,
                sameAs: 'invoiceEmail',
              },
              {
                key: 'dietaryRestriction',
                label: {
                  'pt-BR': 'Possui restrição alimentar?',
                  'en-US': 'Any dietary restriction?',
                  'es-ES': '¿Tiene alguna restricción alimentaria?',
                },
                kind: 'select',
                required: true,
                options: [
                  { value: 'none', label: { 'pt-BR': 'Nenhuma', 'en-US': 'None', 'es-ES': 'Ninguna' } },
                  {
                    value: 'vegetarian',
                    label: { 'pt-BR': 'Vegetariana', 'en-US': 'Vegetarian', 'es-ES': 'Vegetariana' },
                  },
                  { value: 'vegan', label: { 'pt-BR': 'Vegana', 'en-US': 'Vegan', 'es-ES': 'Vegana' } },
                  {
                    value: 'gluten_free',
                    label: { 'pt-BR': 'Sem glúten', 'en-US': 'Gluten free', 'es-ES': 'Sin gluten' },
                  },
                  {
                    value: 'lactose_free',
                    label: { 'pt-BR': 'Sem lactose', 'en-US': 'Lactose free', 'es-ES': 'Sin lactosa' },
                  },
                ],
              },
            ],
          },
        },
      ],
    },
    { id: 'assinatura', enabled: true },
    { id: 'preferencia-de-acomodacao', enabled: true },
  ],
  parameters: {
    transportTypes: TRANSPORT_TYPES,
    documentTypes: DOCUMENT_TYPES,
    jobs: JOBS,
    purposes: PURPOSES,
    countries: COUNTRIES,
    searchTypes: ['reservation', 'document', 'mail', 'phone', 'name'],
    accommodation: DEMO_ACCOMMODATION,
  },
  languages: ['pt-BR', 'en-US', 'es-ES'],
  searchFlags: {
    enableSearchByReservationNumber: true,
    enableSearchByDocument: true,
    enableSearchByEmailOrPhoneNumber: true,
    enableSearchByName: true,
    enableSearchByFacialRecognition: false,
  },
  newPortalEnabled: true,
  legacyUrl: null,
  timeZone: 'America/Sao_Paulo',
  terms: demoTermsFor(hotel),
  reservations: SOLNASCENTE_RESERVATIONS,
  fnrhDigital: { username: 'demo-solnascente', apiKey: 'demo-fnrh-key', cpfSolicitante: '39053344705' },
  demoApiKey: { name: 'demo', secret: DEMO_API_KEY },
};
