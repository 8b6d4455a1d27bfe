import type { TGuest, TGuestDocument } from '@hospedar/contracts/guests/guest';
import type { TCompanionSummary, TGuestListItem } from '@hospedar/contracts/guests/get-client';
import type { GuestDocumentRow, GuestRow } from '../../db/schema/index.ts';
import { readTermsAcceptance } from './terms-acceptance.ts';
import { storedPreferences } from '../preferences/stored-preferences.ts';
import { guestContacts } from './guest-contacts.ts';

export const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** A guest row and its documents as the API answers them. */
export function toGuest(row: GuestRow, documents: GuestDocumentRow[]): TGuest {
  return {
    id: row.id,
    personId: row.personId,
    masterGuest: row.masterGuest,
    name: row.name,
    lastName: row.lastName,
    socialName: row.socialName,
    informSocialName: row.informSocialName,
    isChild: row.isChild,
    vip: row.vip,
    gender: row.gender,
    email: row.email,
    birthdate: row.birthdate,
    jobId: row.jobId,
    jobName: row.jobName,
    nationality: { id: row.nationalityId, name: row.nationalityName },
    mobilePhone: {
      countryCode: row.mobileCountryCode,
      areaCode: row.mobileAreaCode,
      number: row.mobileNumber,
    },
    homePhone: { ddi: row.homePhoneDdi, ddd: row.homePhoneDdd, number: row.homePhoneNumber },
    address: row.address,
    addressNumber: row.addressNumber,
    addressComplement: row.addressComplement,
    neighborhood: row.neighborhood,
    zipCode: row.zipCode,
    city: { id: row.cityId, name: row.cityName },
    state: { id: row.stateId, name: row.stateName },
    country: { id: row.countryId, name: row.countryName },
    arrivingFrom: {
      country: row.arrivingFromCountry,
      state: row.arrivingFromState,
      city: row.arrivingFromCity,
    },
    nextDestination: {
      country: row.nextDestinationCountry,
      state: row.nextDestinationState,
      city: row.nextDestinationCity,
    },
    purposeTrip: row.purposeTrip,
    arrivingBy: row.arrivingBy,
    biometricsAccepted: row.biometricsAccepted,
    fnrhId: row.fnrhId,
    signatureId: row.signatureId,
    photoId: row.photoKey,
    // Signed URLs are added by withImageUrls (modules/storage), which can reach the storage driver.
    photoUrl: null,
    extraFields: asRecord(row.extraFields),
    additionalData: asRecord(row.additionalData),
    documents: documents
      .filter((document) => !document.isAdditional)
      .map((document): TGuestDocument => ({
        isMain: document.isMain,
        documentTypeId: document.documentTypeId as TGuestDocument['documentTypeId'],
        documentNumber: document.documentNumber,
        frontImageKey: document.frontImageKey,
        backImageKey: document.backImageKey,
        frontImageUrl: null,
        backImageUrl: null,
      })),
    optins: Array.isArray(row.optins) ? (row.optins as unknown[]) : [],
    termsAcceptance: readTermsAcceptance(row.termsAcceptance),
    isCompleted: row.fnrhId !== null && row.fnrhId !== '',
    accommodationPreferences: storedPreferences(row.accommodationPreferences),
    notifiedAt: row.notifiedAt ? row.notifiedAt.toISOString() : null,
    notifiedChannel:
      row.notifiedChannel === 'email' || row.notifiedChannel === 'sms' ? row.notifiedChannel : null,
  };
}

/** Another guest as a companion sees it in the list: first name and state only. */
export function toGuestListItem(row: GuestRow): TGuestListItem {
  return {
    id: row.id,
    name: row.name.split(' ')[0] ?? row.name,
    masterGuest: row.masterGuest,
    isChild: row.isChild,
    isCompleted: row.fnrhId !== null && row.fnrhId !== '',
  };
}

/**
 * An adult companion as the main guest sees it (decision 54): name, avatar, masked contacts and state.
 * `photoUrl` is the signed URL of the row's photo key, made by the caller (it reaches the storage driver).
 */
export function toCompanionSummary(row: GuestRow, photoUrl: string | null): TCompanionSummary {
  const contacts = guestContacts(row);
  const maskedOf = (channel: 'email' | 'sms') =>
    contacts.find((contact) => contact.channel === channel)?.masked ?? null;
  return {
    id: row.id,
    name: row.name,
    lastName: row.lastName,
    photoUrl,
    maskedEmail: maskedOf('email'),
    maskedMobile: maskedOf('sms'),
    isCompleted: row.fnrhId !== null && row.fnrhId !== '',
    notifiedAt: row.notifiedAt ? row.notifiedAt.toISOString() : null,
    notifiedChannel:
      row.notifiedChannel === 'email' || row.notifiedChannel === 'sms' ? row.notifiedChannel : null,
  };
}
