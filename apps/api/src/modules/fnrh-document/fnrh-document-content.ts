import { GENDERS, type TGender, type TLanguage } from '@hospedar/contracts/constants';
import {
  formatDocumentNumber,
  formatIsoDate,
  formatZipCode,
  homePhoneOf,
  joinPlace,
  mobilePhoneOf,
} from '@hospedar/contracts/guests/display-format';
import { extraAnswer } from '@hospedar/contracts/guests/extra-answer';
import { additionalDataConfig } from '@hospedar/contracts/guests/extra-field-rules';
import { hasBrazilianAddress } from '@hospedar/contracts/guests/form-shape';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import { readOptins } from '@hospedar/contracts/guests/optins';
import type { TCompanyConfig, TOption } from '@hospedar/contracts/tenant/company-config';
import { localize } from '@hospedar/contracts/tenant/localize';
import { FNRH_DOCUMENT_TEXTS, type FnrhDocumentTexts } from './fnrh-document-texts.ts';

export type FnrhRow = { label: string; value: string };
export type FnrhSection = { title: string; rows: FnrhRow[] };
/** A document image to place: its storage key and caption. */
export type FnrhPhoto = { key: string; caption: string };

/** What the FNRH document says, in its language, before it is laid out on the page. */
export type FnrhDocumentContent = {
  language: TLanguage;
  texts: FnrhDocumentTexts;
  hotel: { name: string; details: string[] };
  guestName: string;
  /** The FNRH's number (fnrhId), or the "not finalized" text. */
  fnrhNumber: string;
  sections: FnrhSection[];
  photos: FnrhPhoto[];
  signatureCaption: string;
};

/** Names of countries and states in the document's language, from the geo data. */
export type PlaceNames = {
  country: (code: string | null) => string;
  /** A state by its code within a country ('SC' in 'BR'); '' when unknown. */
  state: (countryCode: string | null, stateCode: string | null) => string;
};

export type FnrhDocumentInput = {
  language: TLanguage;
  company: Pick<TCompanyConfig, 'name' | 'hotel' | 'stepsConfig' | 'parameters'>;
  reservation: { reservationNumber: string; checkinDate: string; checkoutDate: string };
  guest: TGuest;
  places: PlaceNames;
};

const NOT_INFORMED = '—';
const isGender = (value: string | null): value is TGender => GENDERS.some((gender) => gender === value);

const row = (label: string, value: string | null | undefined): FnrhRow => ({
  label,
  value: (value ?? '').trim() || NOT_INFORMED,
});

function optionLabel(options: readonly TOption[], id: string | null, language: TLanguage): string {
  const found = options.find((item) => item.id === id);
  return found ? localize(found.label, language) : (id ?? '');
}

/** Every FNRH field of the guest, grouped as the portal's confirmation screen groups them. */
export function fnrhDocumentContent(input: FnrhDocumentInput): FnrhDocumentContent {
  const { language, company, reservation, guest, places } = input;
  const t = FNRH_DOCUMENT_TEXTS[language];
  const f = t.fields;
  const documents = [...guest.documents].sort((a, b) => Number(b.isMain) - Number(a.isMain));
  const job = company.parameters.jobs.find((item) => item.id === guest.jobId);
  const hasSocialName = guest.informSocialName || Boolean(guest.socialName);
  const hasNeighborhood = hasBrazilianAddress(guest.country.id) || Boolean(guest.neighborhood);
  const place = (value: TGuest['arrivingFrom']) =>
    joinPlace([
      value.city,
      places.state(value.country, value.state) || value.state,
      places.country(value.country) || value.country,
    ]);
  const trip = additionalDataConfig(company);
  const has = (value: string | null) => Boolean(value?.trim());
  const optins = readOptins(guest.optins);
  const acceptedAt = guest.termsAcceptance.find((entry) => entry.isChecked && entry.acceptedAt)?.acceptedAt;
  const yesNo = (value: boolean) => (value ? t.yes : t.no);

  const sections: FnrhSection[] = [
    {
      title: t.groups.stay,
      rows: [
        row(f.reservationNumber, reservation.reservationNumber),
        row(f.checkin, formatIsoDate(reservation.checkinDate)),
        row(f.checkout, formatIsoDate(reservation.checkoutDate)),
        row(f.guestType, guest.isChild ? t.minor : guest.masterGuest ? t.mainGuest : t.companion),
      ],
    },
    {
      title: t.groups.personal,
      rows: [
        row(f.name, guest.name),
        row(f.lastName, guest.lastName),
        ...(hasSocialName ? [row(f.socialName, guest.socialName)] : []),
        row(f.birthdate, formatIsoDate(guest.birthdate)),
        row(f.gender, isGender(guest.gender) ? t.genders[guest.gender] : guest.gender),
        row(f.nationality, places.country(guest.nationality.id) || guest.nationality.name),
        row(f.profession, job ? localize(job.label, language) : guest.jobName),
      ],
    },
    {
      title: t.groups.document,
      rows:
        documents.length === 0
          ? [row(f.documentNumber, '')]
          : documents.flatMap((document) => [
              row(f.documentType, t.documentTypes[document.documentTypeId]),
              row(f.documentNumber, formatDocumentNumber(document.documentTypeId, document.documentNumber)),
            ]),
    },
    {
      title: t.groups.contact,
      rows: [
        row(f.email, guest.email),
        row(f.mobilePhone, mobilePhoneOf(guest)),
        row(f.homePhone, homePhoneOf(guest)),
      ],
    },
    {
      title: t.groups.address,
      rows: [
        row(f.zipCode, formatZipCode(guest.zipCode, guest.country.id)),
        row(f.address, guest.address),
        row(f.addressNumber, guest.addressNumber),
        row(f.addressComplement, guest.addressComplement),
        ...(hasNeighborhood ? [row(f.neighborhood, guest.neighborhood)] : []),
        row(f.city, guest.city.name || guest.city.id),
        row(f.state, guest.state.name || guest.state.id),
        row(f.country, places.country(guest.country.id) || guest.country.name),
      ],
    },
  ];

  // Trip data the hotel asks for, and any the guest gave although the hotel no longer asks.
  const tripRows: FnrhRow[] = [
    ...(trip?.origin || has(guest.arrivingFrom.country) ? [row(f.origin, place(guest.arrivingFrom))] : []),
    ...(trip?.destination || has(guest.nextDestination.country)
      ? [row(f.destination, place(guest.nextDestination))]
      : []),
    ...(trip?.transportType || has(guest.arrivingBy)
      ? [row(f.transport, optionLabel(company.parameters.transportTypes, guest.arrivingBy, language))]
      : []),
    ...(trip?.travelReason || has(guest.purposeTrip)
      ? [row(f.reason, optionLabel(company.parameters.purposes, guest.purposeTrip, language))]
      : []),
  ];
  if (tripRows.length > 0) sections.push({ title: t.groups.trip, rows: tripRows });

  // A field that repeats another (sameAs) is a check of the typing, not an answer of its own.
  const extraRows = (trip?.extraFields ?? [])
    .filter((field) => !field.sameAs)
    .map((field) =>
      row(
        localize(field.label, language) || field.key,
        extraAnswer(field, guest.additionalData[field.key], { language, yes: t.yes, no: t.no }),
      ),
    );
  if (extraRows.length > 0) sections.push({ title: t.groups.extra, rows: extraRows });

  sections.push({
    title: t.groups.consent,
    rows: [
      row(f.messagingApp, yesNo(optins.messagingApp)),
      row(f.emailOffers, yesNo(optins.email)),
      row(
        f.terms,
        optins.terms || acceptedAt
          ? acceptedAt
            ? t.acceptedOn(formatIsoDate(acceptedAt))
            : t.accepted
          : t.notAccepted,
      ),
      row(f.biometrics, yesNo(guest.biometricsAccepted)),
    ],
  });

  const photos = documents.flatMap((document) => {
    const type = t.documentTypes[document.documentTypeId];
    return [
      ...(document.frontImageKey
        ? [{ key: document.frontImageKey, caption: `${t.photoFront} (${type})` }]
        : []),
      ...(document.backImageKey ? [{ key: document.backImageKey, caption: `${t.photoBack} (${type})` }] : []),
    ];
  });

  const guestName = `${guest.name} ${guest.lastName}`.trim();
  const { hotel } = company;
  return {
    language,
    texts: t,
    hotel: {
      name: hotel.name || company.name,
      details: [hotel.fullAddress, [hotel.phoneNumber, hotel.email].filter(Boolean).join(' · ')].filter(
        Boolean,
      ),
    },
    guestName,
    fnrhNumber: guest.fnrhId || t.notCompleted,
    sections,
    photos,
    signatureCaption: t.signatureNote(guestName),
  };
}
