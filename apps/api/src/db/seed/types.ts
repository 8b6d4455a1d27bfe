import type { TDocumentTypeId, TGender, TLanguage, TReservationStatus } from '@hospedar/contracts/constants';
import type {
  TCompanyParameters,
  TCompanyRules,
  THotel,
  TSearchFlags,
  TStepConfig,
  TWelcomeRules,
} from '@hospedar/contracts/tenant/company-config';
import type { TTenantTheme } from '@hospedar/contracts/tenant/theme';

/** A birthdate fixed in the calendar, or one kept at a given age relative to the day the demo runs. */
export type DemoBirthdate = { fixed: string } | { yearsAgo: number; extraDaysAgo: number };

export type DemoGuest = {
  /** Stable key, from which the guest's id is derived (see demo-ids.ts). */
  key: string;
  name: string;
  lastName: string;
  masterGuest: boolean;
  isChild: boolean;
  gender: TGender;
  email: string | null;
  mobile: { countryCode: string; areaCode: string; number: string } | null;
  birthdate: DemoBirthdate;
  language: TLanguage;
  nationality: { id: string; name: string };
  document: { typeId: TDocumentTypeId; number: string };
  address: DemoAddress;
  /** Set when the guest's form is already finished (shown as completed). */
  fnrhId?: string;
};

export type DemoAddress = {
  address: string;
  addressNumber: string;
  addressComplement?: string;
  neighborhood: string;
  zipCode: string;
  city: string;
  state: string;
  stateName: string;
  countryId: string;
  countryName: string;
};

/** One line of a demo charge: amount is the line's total in BRL cents. */
export type DemoChargeItem = { description: string; quantity: number; amount: number };

/**
 * The reservation's payment order (decision 95): its charges at check-in, each expiring at the end of the
 * check-in day (the hotel's time).
 */
export type DemoOrder = { charges: { key: string; items: DemoChargeItem[] }[] };

export type DemoReservation = {
  reservationNumber: string;
  status: TReservationStatus;
  /** Days from the day the demo runs: check-in = today + checkinOffset. */
  checkinOffset: number;
  checkoutOffset: number;
  adults: number;
  children: number;
  billed: boolean;
  roomName: string;
  paymentStatus: string | null;
  /** What this reservation is good for in a demo or an end-to-end test. */
  journey: string;
  guests: DemoGuest[];
  /** A payment order with charges at check-in: the warranty step (issue 14). */
  order?: DemoOrder;
};

export type DemoTerms = {
  type: 1 | 2;
  language: TLanguage;
  version: string;
  updatedAt: string;
  title: string;
  html: string;
};

export type DemoTenant = {
  subdomain: string;
  /** Where the demo is reached in a browser while the server runs on port 3000. */
  url: string;
  isDefault: boolean;
  name: string;
  groupId: string | null;
  groupOrCompany: string;
  hotel: THotel;
  theme: TTenantTheme;
  rules: TCompanyRules;
  welcomeRules: TWelcomeRules;
  stepsConfig: TStepConfig[];
  parameters: TCompanyParameters;
  languages: TLanguage[];
  searchFlags: TSearchFlags;
  newPortalEnabled: boolean;
  legacyUrl: string | null;
  timeZone: string;
  terms: DemoTerms[];
  reservations: DemoReservation[];
  /**
   * FNRH Digital on, against the local contract server (decisions 153, 155: no base URL): the hotel's
   * user, key and responsible CPF as the contract server checks them. Local values, not Serpro's.
   */
  fnrhDigital?: { username: string; apiKey: string; cpfSolicitante: string };
  /**
   * A demo-only integration API key (decision 188), seeded outside production only, so the README's
   * "Connect your hotel" steps run against `npm start` without the CLI. Stored hashed like any key.
   */
  demoApiKey?: { name: string; secret: string };
};
