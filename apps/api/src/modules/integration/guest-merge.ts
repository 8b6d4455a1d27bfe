import { isDeepStrictEqual } from 'node:util';
import type { TDocumentTypeId } from '@hospedar/contracts/constants';
import { cleanGuestPayload } from '@hospedar/contracts/guests/clean-guest-payload';
import { shapeGuestPayload } from '@hospedar/contracts/guests/form-shape';
import type { TSaveGuestRequest } from '@hospedar/contracts/guests/save-guest';
import type { TIntegrationGuest } from '@hospedar/contracts/integration/upsert-reservation';
import type { GuestDocumentRow, GuestRow } from '../../db/schema/index.ts';
import { toGuestColumns } from '../guests/to-guest-columns.ts';

/** The guest columns the hotel's system sets (decision 131); every other column is the guest's alone. */
export const INTEGRATION_COLUMNS = [
  'masterGuest',
  'isChild',
  'vip',
  'name',
  'lastName',
  'socialName',
  'informSocialName',
  'gender',
  'email',
  'language',
  'birthdate',
  'jobId',
  'jobName',
  'nationalityId',
  'nationalityName',
  'mobileCountryCode',
  'mobileAreaCode',
  'mobileNumber',
  'homePhoneDdi',
  'homePhoneDdd',
  'homePhoneNumber',
  'address',
  'addressNumber',
  'addressComplement',
  'neighborhood',
  'zipCode',
  'cityId',
  'cityName',
  'stateId',
  'stateName',
  'countryId',
  'countryName',
  'arrivingFromCountry',
  'arrivingFromState',
  'arrivingFromCity',
  'nextDestinationCountry',
  'nextDestinationState',
  'nextDestinationCity',
  'purposeTrip',
  'arrivingBy',
] as const satisfies readonly (keyof GuestRow)[];
export type TIntegrationColumn = (typeof INTEGRATION_COLUMNS)[number];
export type IntegrationColumns = Record<TIntegrationColumn, string | boolean | null>;

/** A document as the hotel's system sends it and as it is compared: type, number, main flag, photos. */
export type ComparableDocument = {
  isMain: boolean;
  documentTypeId: TDocumentTypeId;
  documentNumber: string;
  frontImageKey: string | null;
  backImageKey: string | null;
};

/** What the system last sent for a guest (guests.integration_values). */
export type IntegrationSnapshot = { columns: IntegrationColumns; documents: ComparableDocument[] };

/**
 * The guest's form payload of the body's guest, as the guest's own save reads it (its other keys,
 * externalId and masterGuest, are not read by the save's helpers).
 */
export function toSavePayload(guest: TIntegrationGuest): TSaveGuestRequest {
  return { ...guest, informSocialName: Boolean(guest.socialName) };
}

/**
 * Every column the system sets, from the body's guest: the fields it sent, shaped and cleaned as the
 * guest's own save does, and null for each field it left out (a PUT says the whole guest).
 */
export function integrationColumns(guest: TIntegrationGuest): IntegrationColumns {
  const body = cleanGuestPayload(shapeGuestPayload(toSavePayload(guest)));
  const columns: Partial<Record<string, unknown>> = toGuestColumns(body);
  const out = {} as IntegrationColumns;
  for (const column of INTEGRATION_COLUMNS) {
    const value = columns[column];
    out[column] = typeof value === 'string' || typeof value === 'boolean' ? value : null;
  }
  out.masterGuest = guest.masterGuest;
  out.isChild = guest.isChild;
  out.vip = guest.vip;
  out.informSocialName = Boolean(guest.socialName);
  out.language = guest.language ?? null;
  return out;
}

export function integrationDocuments(guest: TIntegrationGuest): ComparableDocument[] {
  return (guest.documents ?? []).map((document) => ({
    isMain: document.isMain,
    documentTypeId: document.documentTypeId,
    documentNumber: document.documentNumber.trim(),
    frontImageKey: null,
    backImageKey: null,
  }));
}

export function comparableDocuments(rows: GuestDocumentRow[]): ComparableDocument[] {
  return rows
    .filter((row) => !row.isAdditional)
    .map((row) => ({
      isMain: row.isMain,
      // The column holds the contract's document type ids (written only through them).
      documentTypeId: row.documentTypeId as TDocumentTypeId,
      documentNumber: row.documentNumber,
      frontImageKey: row.frontImageKey,
      backImageKey: row.backImageKey,
    }));
}

/** The snapshot stored on a guest, or an empty one for a guest the system never sent. */
export function readSnapshot(value: unknown): IntegrationSnapshot | null {
  if (typeof value !== 'object' || value === null) return null;
  const { columns, documents } = value as Partial<IntegrationSnapshot>;
  if (typeof columns !== 'object' || columns === null || !Array.isArray(documents)) return null;
  return { columns, documents };
}

export type GuestMerge = {
  /** Columns to write (empty: none differ). */
  set: Partial<IntegrationColumns>;
  /** The documents to store instead of the guest's, or null to keep them. */
  documents: ComparableDocument[] | null;
  /** Fields the system sent another value for, kept because the guest filled them. */
  keptFields: string[];
  /** The new snapshot, or null when it equals the stored one. */
  snapshot: IntegrationSnapshot | null;
};

/**
 * The three-way merge of decision 131: a column the guest has not filled (still null, or still what the
 * system last sent) takes the system's new value; one the guest filled keeps the guest's value. The
 * documents are one field: the system's list replaces the guest's only while the guest has not changed
 * it (nor added photos).
 */
export function mergeGuest(input: {
  row: GuestRow;
  documents: GuestDocumentRow[];
  next: IntegrationSnapshot;
}): GuestMerge {
  const { row, next } = input;
  const last = readSnapshot(row.integrationValues);
  const set: Partial<IntegrationColumns> = {};
  const keptFields: string[] = [];
  for (const column of INTEGRATION_COLUMNS) {
    const current = row[column] ?? null;
    const sentBefore = last?.columns[column] ?? null;
    const wanted = next.columns[column];
    if (isDeepStrictEqual(current, wanted)) continue;
    const isGuestFilled = current !== null && !isDeepStrictEqual(current, sentBefore);
    if (isGuestFilled) keptFields.push(column);
    else set[column] = wanted;
  }
  const currentDocuments = comparableDocuments(input.documents);
  let documents: ComparableDocument[] | null = null;
  if (!isDeepStrictEqual(currentDocuments, next.documents)) {
    const isGuestFilled =
      currentDocuments.length > 0 && !isDeepStrictEqual(currentDocuments, last?.documents ?? []);
    if (isGuestFilled) keptFields.push('documents');
    else documents = next.documents;
  }
  const snapshot = isDeepStrictEqual(last, next) ? null : next;
  return { set, documents, keptFields, snapshot };
}
