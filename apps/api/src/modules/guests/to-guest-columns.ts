import type { TSaveGuestRequest } from '@hospedar/contracts/guests/save-guest';
import type { NewGuestRow } from '../../db/schema/index.ts';

type Columns = Partial<Omit<NewGuestRow, 'id' | 'companyId' | 'reservationId'>>;

/** '' and null clear a clearable field; absent keeps it. */
const clearable = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

/**
 * The address columns of a save. One that names the country of residence sets the whole address, as the
 * form of that country has it (shapeGuestPayload, decision 55): a column not sent is cleared (`null`), so
 * no field the form hides or replaced stays from an older address. Otherwise a column not sent is left
 * alone (`undefined`).
 */
function addressColumns(body: TSaveGuestRequest, notSent: null | undefined): Columns {
  return {
    address: body.address ?? notSent,
    addressNumber: body.addressNumber ?? notSent,
    addressComplement: body.addressComplement ?? notSent,
    neighborhood: body.neighborhood ?? notSent,
    zipCode: body.zipCode ?? notSent,
    cityId: body.city?.id ?? notSent,
    cityName: body.city?.name ?? notSent,
    stateId: body.state?.id ?? notSent,
    stateName: body.state?.name ?? notSent,
  };
}

/**
 * The columns a cleaned partial update sets; undefined ones are left alone by the update, except the
 * address, which a save naming the country of residence sets whole, and the social name, cleared when
 * it is not informed.
 */
export function toGuestColumns(body: TSaveGuestRequest): Columns {
  const columns: Columns = {
    name: body.name?.trim(),
    lastName: body.lastName?.trim(),
    socialName: body.socialName ?? undefined,
    informSocialName: body.informSocialName ?? undefined,
    isChild: body.isChild ?? undefined,
    gender: body.gender || undefined,
    email: body.email?.trim(),
    birthdate: body.birthdate ?? undefined,
    jobId: clearable(body.jobId),
    jobName: body.jobName ?? undefined,
    nationalityId: body.nationality?.id ?? undefined,
    nationalityName: body.nationality?.name ?? undefined,
    mobileCountryCode: body.mobilePhone?.countryCode ?? undefined,
    mobileAreaCode: body.mobilePhone?.areaCode ?? undefined,
    mobileNumber: body.mobilePhone?.number ?? undefined,
    ...addressColumns(body, body.country?.id ? null : undefined),
    countryId: body.country?.id ?? undefined,
    countryName: body.country?.name ?? undefined,
    arrivingFromCountry: body.arrivingFrom?.country ?? undefined,
    arrivingFromState: body.arrivingFrom?.state ?? undefined,
    arrivingFromCity: body.arrivingFrom?.city ?? undefined,
    nextDestinationCountry: body.nextDestination?.country ?? undefined,
    nextDestinationState: body.nextDestination?.state ?? undefined,
    nextDestinationCity: body.nextDestination?.city ?? undefined,
    purposeTrip: body.purposeTrip ?? undefined,
    arrivingBy: body.arrivingBy ?? undefined,
    biometricsAccepted: body.biometricsAccepted ?? undefined,
    extraFields: body.extraFields ?? undefined,
    additionalData: body.additionalData ?? undefined,
    optins: body.optins ?? undefined,
    photoKey: body.photoId ?? undefined,
  };
  // A social name the guest no longer informs is not kept (shapeGuestPayload empties it).
  if (body.informSocialName === false) columns.socialName = null;
  if (body.mobilePhone !== undefined) {
    columns.mobileCountryCode = clearable(body.mobilePhone?.countryCode ?? null);
    columns.mobileAreaCode = clearable(body.mobilePhone?.areaCode ?? null);
    columns.mobileNumber = clearable(body.mobilePhone?.number ?? null);
  }
  for (const [key, value] of [
    ['purposeTrip', body.purposeTrip],
    ['arrivingBy', body.arrivingBy],
  ] as const) {
    if (value !== undefined) columns[key] = clearable(value);
  }
  if (body.arrivingFrom !== undefined) {
    columns.arrivingFromCountry = clearable(body.arrivingFrom?.country ?? null);
    columns.arrivingFromState = clearable(body.arrivingFrom?.state ?? null);
    columns.arrivingFromCity = clearable(body.arrivingFrom?.city ?? null);
  }
  if (body.nextDestination !== undefined) {
    columns.nextDestinationCountry = clearable(body.nextDestination?.country ?? null);
    columns.nextDestinationState = clearable(body.nextDestination?.state ?? null);
    columns.nextDestinationCity = clearable(body.nextDestination?.city ?? null);
  }
  if (body.homePhone !== undefined) {
    columns.homePhoneDdi = clearable(body.homePhone?.ddi ?? null);
    columns.homePhoneDdd = clearable(body.homePhone?.ddd ?? null);
    columns.homePhoneNumber = clearable(body.homePhone?.number ?? null);
  }
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as Columns;
}
