import { DocumentTypeId } from '@hospedar/contracts/constants';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import type { TSaveGuestRequest } from '@hospedar/contracts/guests/save-guest';
import type { TAdditionalDataConfig, TExtraFieldDefinition } from '@hospedar/contracts/tenant/company-config';
import { ADDRESSES } from '../../db/seed/addresses.ts';
import { DEMO_ZIP_CODES } from '../../db/seed/demo-zip-codes.ts';

const HOME = [ADDRESSES.florianopolis, ADDRESSES.saoPaulo, ADDRESSES.portoAlegre];

/** A number from the guest's id, so the same guest always types the same form. */
const seedOf = (guestId: string) => Number.parseInt(guestId.replace(/-/g, '').slice(-6), 16);

/** An answer of the hotel's extra field, as the form keeps it (additional-data-values.ts toSavedValue). */
function extraAnswer(field: TExtraFieldDefinition, email: string): unknown {
  switch (field.kind) {
    case 'select':
      return field.options?.[0]?.value;
    case 'yes_no':
      return true;
    case 'number':
      return field.min ?? 1;
    case 'date':
      return '2026-01-15';
    case 'email':
      return email;
    case 'text':
      return field.isUpperCase ? 'RIO2A19' : 'Sem observações';
  }
}

/**
 * What one guest types on each step of the form, as PUT /api/clients/{id} bodies: an adult Brazilian
 * with a CPF and an RG, a Brazilian address, a mobile phone, and the trip the hotel asks about.
 */
export function guestFormValues(guest: TGuest, { cpf }: { cpf: string }) {
  const seed = seedOf(guest.id);
  const home = HOME[seed % HOME.length] ?? ADDRESSES.saoPaulo;
  const email = guest.email ?? `guest-${guest.id.slice(0, 8)}@load.example.com`;
  const personal: TSaveGuestRequest = {
    name: guest.name,
    lastName: guest.lastName,
    informSocialName: false,
    birthdate: `19${60 + (seed % 35)}-0${1 + (seed % 9)}-1${seed % 10}`,
    gender: seed % 2 === 0 ? 'female' : 'male',
    nationality: { id: 'BR', name: 'Brasil' },
    jobId: 'engineer',
    jobName: 'Engenheiro(a)',
    documents: [
      { isMain: true, documentTypeId: DocumentTypeId.CPF, documentNumber: cpf },
      { isMain: false, documentTypeId: DocumentTypeId.ID, documentNumber: `${10 + (seed % 89)}.456.789-1` },
    ],
  };
  const addressAndContacts: TSaveGuestRequest = {
    email,
    mobilePhone: {
      countryCode: '55',
      areaCode: '48',
      number: `99${String(seed % 10_000_000).padStart(7, '0')}`,
    },
    country: { id: home.countryId, name: home.countryName },
    zipCode: home.zipCode,
    state: { id: home.state, name: home.stateName },
    // The city's IBGE code, as the portal takes it from the zip code's lookup (FNRH Digital needs it).
    city: { id: DEMO_ZIP_CODES.find((zip) => zip.cep === home.zipCode)?.cityIbge ?? null, name: home.city },
    address: home.address,
    addressNumber: home.addressNumber,
    neighborhood: home.neighborhood,
  };
  const additionalData = (config: TAdditionalDataConfig): TSaveGuestRequest => {
    const answers: Record<string, unknown> = {};
    for (const field of config.extraFields) answers[field.key] = extraAnswer(field, email);
    for (const field of config.extraFields) {
      if (field.sameAs !== undefined) answers[field.key] = answers[field.sameAs];
    }
    return {
      ...(config.origin ? { arrivingFrom: { country: 'BR', state: 'SP', city: 'São Paulo' } } : {}),
      ...(config.destination
        ? { nextDestination: { country: 'BR', state: 'RJ', city: 'Rio de Janeiro' } }
        : {}),
      ...(config.transportType ? { arrivingBy: 'car' } : {}),
      ...(config.travelReason ? { purposeTrip: 'leisure' } : {}),
      ...(config.extraFields.length > 0 ? { additionalData: answers } : {}),
    };
  };
  return { personal, addressAndContacts, additionalData };
}
