import { API_KEY_SHOWN_LENGTH, hashApiKey } from '../../modules/integration/api-key-secret.ts';
import type {
  NewApiKeyRow,
  NewCompanyRow,
  NewFnrhDigitalSettingsRow,
  NewGuestDocumentRow,
  NewGuestRow,
  NewReservationRow,
  NewTermsRow,
} from '../schema/index.ts';
import { demoBirthdate, demoStayDates } from './demo-dates.ts';
import { demoCompanyId, demoGuestId, demoId, demoReservationId } from './demo-ids.ts';
import type { DemoGuest, DemoReservation, DemoTenant } from './types.ts';

/** Maps the demo definitions to table rows; ids are derived, so every run yields the same rows. */
export function companyRow(tenant: DemoTenant): NewCompanyRow {
  const version = (type: 1 | 2) => tenant.terms.find((t) => t.type === type)?.version ?? null;
  return {
    id: demoCompanyId(tenant.subdomain),
    subdomain: tenant.subdomain,
    isDefault: tenant.isDefault,
    name: tenant.name,
    groupId: tenant.groupId,
    groupOrCompany: tenant.groupOrCompany,
    hotel: tenant.hotel,
    theme: tenant.theme,
    rules: tenant.rules,
    welcomeRules: tenant.welcomeRules,
    stepsConfig: tenant.stepsConfig,
    parameters: tenant.parameters,
    languages: tenant.languages,
    personalization: { poweredByVisible: true },
    ...tenant.searchFlags,
    newPortalEnabled: tenant.newPortalEnabled,
    legacyUrl: tenant.legacyUrl,
    timeZone: tenant.timeZone,
    termsOfUseVersion: version(1),
    privacyPolicyVersion: version(2),
  };
}

export function termsRows(tenant: DemoTenant): NewTermsRow[] {
  return tenant.terms.map((terms) => ({ companyId: demoCompanyId(tenant.subdomain), ...terms }));
}

/** The hotel's FNRH Digital settings, on and pointing at the local contract server; null when it has none. */
export function fnrhDigitalSettingsRow(tenant: DemoTenant): NewFnrhDigitalSettingsRow | null {
  if (!tenant.fnrhDigital) return null;
  return {
    companyId: demoCompanyId(tenant.subdomain),
    isEnabled: true,
    ...tenant.fnrhDigital,
    baseUrl: null,
    askRaceAndDisability: false,
  };
}

/** The hotel's demo integration API key, hashed like any key (decision 130); null when it has none. */
export function demoApiKeyRow(tenant: DemoTenant): NewApiKeyRow | null {
  if (!tenant.demoApiKey) return null;
  const { name, secret } = tenant.demoApiKey;
  return {
    id: demoId(`api-key:${tenant.subdomain}:${name}`),
    companyId: demoCompanyId(tenant.subdomain),
    name,
    secretHash: hashApiKey(secret),
    prefix: secret.slice(0, API_KEY_SHOWN_LENGTH),
  };
}

export function reservationRow(
  tenant: DemoTenant,
  reservation: DemoReservation,
  today: string,
): NewReservationRow {
  return {
    id: demoReservationId(tenant.subdomain, reservation.reservationNumber),
    companyId: demoCompanyId(tenant.subdomain),
    reservationNumber: reservation.reservationNumber,
    adultsNumber: reservation.adults,
    childrenNumber: reservation.children,
    ...demoStayDates(reservation, today),
    isDemonstration: true,
    resStatus: reservation.status,
    paymentStatus: reservation.paymentStatus,
    billed: reservation.billed,
    roomName: reservation.roomName,
  };
}

export const demoGuestRowId = (tenant: DemoTenant, reservation: DemoReservation, guest: DemoGuest) =>
  demoGuestId(tenant.subdomain, `${reservation.reservationNumber}:${guest.key}`);

export function guestRow(
  tenant: DemoTenant,
  reservation: DemoReservation,
  guest: DemoGuest,
  today: string,
): NewGuestRow {
  const { address } = guest;
  return {
    id: demoGuestRowId(tenant, reservation, guest),
    companyId: demoCompanyId(tenant.subdomain),
    reservationId: demoReservationId(tenant.subdomain, reservation.reservationNumber),
    // The same key in two reservations is the same person (the multi-reservation demo).
    personId: demoId(`person:${tenant.subdomain}:${guest.key}`),
    masterGuest: guest.masterGuest,
    name: guest.name,
    lastName: guest.lastName,
    isChild: guest.isChild,
    gender: guest.gender,
    email: guest.email,
    language: guest.language,
    birthdate: demoBirthdate(guest.birthdate, today),
    nationalityId: guest.nationality.id,
    nationalityName: guest.nationality.name,
    mobileCountryCode: guest.mobile?.countryCode ?? null,
    mobileAreaCode: guest.mobile?.areaCode ?? null,
    mobileNumber: guest.mobile?.number ?? null,
    address: address.address,
    addressNumber: address.addressNumber,
    addressComplement: address.addressComplement ?? null,
    neighborhood: address.neighborhood,
    zipCode: address.zipCode,
    cityName: address.city,
    stateId: address.state,
    stateName: address.stateName,
    countryId: address.countryId,
    countryName: address.countryName,
    fnrhId: guest.fnrhId ?? null,
  };
}

export function guestDocumentRow(
  tenant: DemoTenant,
  reservation: DemoReservation,
  guest: DemoGuest,
): NewGuestDocumentRow {
  return {
    id: demoId(`document:${tenant.subdomain}:${reservation.reservationNumber}:${guest.key}`),
    guestId: demoGuestRowId(tenant, reservation, guest),
    companyId: demoCompanyId(tenant.subdomain),
    isMain: true,
    documentTypeId: guest.document.typeId,
    documentNumber: guest.document.number,
  };
}
