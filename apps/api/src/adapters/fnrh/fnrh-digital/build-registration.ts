import { DocumentTypeId, LIMITS } from '@hospedar/contracts/constants';
import { fnrhDigitalAnswersOf } from '@hospedar/contracts/fnrh-digital/form-fields';
import {
  type TFnrhDigitalGuest,
  type TFnrhDigitalRefusal,
  type TFnrhDigitalRegistration,
} from '@hospedar/contracts/fnrh-digital/registration';
import type { TGuest, TGuestDocument } from '@hospedar/contracts/guests/guest';
import { cpfDigits, isValidCpf } from '@hospedar/contracts/validation/cpf';
import { ibgeCity } from './ibge-uf.ts';

type DocumentLike = { documentTypeId: number; documentNumber: TGuestDocument['documentNumber'] };
type FnrhDocument = { numero_documento: string; tipo_documento_id: 'CPF' | 'PASSAPORTE' };
export type FnrhDigitalStayOfGuest = { reservationNumber: string; checkinDate: string; checkoutDate: string };
/** A minor's guardian as we know it: the reservation's main guest's documents. */
export type FnrhDigitalGuardian = { documents: DocumentLike[] } | null;

const GENDERS: Record<string, TFnrhDigitalGuest['dados_pessoais']['genero_id']> = {
  male: 'HOMEM',
  female: 'MULHER',
  others: 'OUTRO',
  not_informed: 'NAO_INFORMADO',
};
const PURPOSES: Record<string, TFnrhDigitalGuest['dados_ficha']['motivo_viagem_id']> = {
  leisure: 'LAZER_FERIAS',
  business: 'NEGOCIOS',
  convention: 'CONGRESSO_FEIRA',
  relatives: 'PARENTES_AMIGOS',
  studies: 'ESTUDOS_CURSOS',
  religion: 'RELIGIAO',
  health: 'SAUDE',
  shopping: 'COMPRAS',
};
const TRANSPORTS: Record<string, TFnrhDigitalGuest['dados_ficha']['meio_transporte_id']> = {
  car: 'AUTOMOVEL',
  plane: 'AVIAO',
  bus: 'ONIBUS',
  motorcycle: 'MOTO',
  ship: 'NAVIO_BARCO',
  train: 'TREM',
};

/** The guest's document FNRH Digital takes: a valid CPF first, else a passport; null when neither. */
export function fnrhDigitalDocument(documents: DocumentLike[]): FnrhDocument | null {
  const cpf = documents.find((d) => d.documentTypeId === DocumentTypeId.CPF && isValidCpf(d.documentNumber));
  if (cpf) return { numero_documento: cpfDigits(cpf.documentNumber), tipo_documento_id: 'CPF' };
  const passport = documents.find(
    (d) => d.documentTypeId === DocumentTypeId.PASSPORT && d.documentNumber.trim(),
  );
  if (passport) {
    return {
      numero_documento: passport.documentNumber.trim().toUpperCase(),
      tipo_documento_id: 'PASSAPORTE',
    };
  }
  return null;
}

/** Whole years from birthdate to the check-in date (both YYYY-MM-DD). */
function ageAt(birthdate: string, day: string): number {
  const [by, bm, bd] = birthdate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

function isMinor(guest: Pick<TGuest, 'isChild' | 'birthdate'>, checkinDate: string): boolean {
  return guest.isChild || (guest.birthdate !== null && ageAt(guest.birthdate, checkinDate) < LIMITS.minorAge);
}

const livesInBrazil = (guest: Pick<TGuest, 'country'>) => (guest.country.id ?? '').toUpperCase() === 'BR';

/**
 * What FNRH Digital would refuse in this guest's record, empty when it would take it: for the form to
 * tell the guest before finishing (the lead wires it into the portal), and for the export to record why
 * it did not send. A minor's guardian is the reservation's main guest.
 */
export function fnrhDigitalRefusals(input: {
  guest: Pick<TGuest, 'name' | 'lastName' | 'isChild' | 'birthdate' | 'nationality' | 'country' | 'city'> & {
    documents: DocumentLike[];
  };
  checkinDate: string;
  guardian: FnrhDigitalGuardian;
}): TFnrhDigitalRefusal[] {
  const { guest } = input;
  const refusals: TFnrhDigitalRefusal[] = [];
  if (!`${guest.name} ${guest.lastName}`.trim()) refusals.push('no-name');
  const hasCpf = guest.documents.some((d) => d.documentTypeId === DocumentTypeId.CPF);
  if (!fnrhDigitalDocument(guest.documents)) refusals.push(hasCpf ? 'invalid-cpf' : 'no-accepted-document');
  if (!guest.birthdate) refusals.push('no-birthdate');
  if (!/^[A-Za-z]{2}$/.test(guest.nationality.id ?? '')) refusals.push('no-nationality');
  if (!/^[A-Za-z]{2}$/.test(guest.country.id ?? '')) refusals.push('no-country-of-residence');
  else if (livesInBrazil(guest) && !ibgeCity(guest.city.id)) refusals.push('no-ibge-city');
  if (
    isMinor(guest, input.checkinDate) &&
    !(input.guardian && fnrhDigitalDocument(input.guardian.documents))
  ) {
    refusals.push('minor-without-guardian');
  }
  return refusals;
}

const optional = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);

function contactOf(guest: TGuest): TFnrhDigitalGuest['dados_pessoais']['contato'] {
  const country = (guest.country.id ?? '').toUpperCase();
  const city = livesInBrazil(guest) ? ibgeCity(guest.city.id) : null;
  const phone = [guest.mobilePhone.countryCode, guest.mobilePhone.areaCode, guest.mobilePhone.number]
    .join('')
    .replace(/\D/g, '');
  const zip = (guest.zipCode ?? '').replace(/\D/g, '');
  return {
    email: optional(guest.email),
    telefone: /^\d{8,15}$/.test(phone) ? phone : undefined,
    PaisResidencia_id: country,
    cep: city && zip.length === 8 ? zip : undefined,
    logradouro: optional(guest.address),
    numero: optional(guest.addressNumber),
    complemento: optional(guest.addressComplement),
    bairro: optional(guest.neighborhood),
    cidade_id: city?.code,
    estado_id: city?.uf,
  };
}

/** Drops the keys whose value is undefined, so the body carries only what we know. */
function defined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * The POST /hospedagem/registrar body for one finished guest, or why FNRH Digital would refuse it.
 * Race and disability go only when the hotel asks them (askRaceAndDisability) and the guest answered.
 */
export function buildFnrhDigitalRegistration(input: {
  stay: FnrhDigitalStayOfGuest;
  guest: TGuest;
  guardian: FnrhDigitalGuardian;
  askRaceAndDisability: boolean;
}):
  | { isAccepted: true; body: TFnrhDigitalRegistration }
  | { isAccepted: false; refusals: TFnrhDigitalRefusal[] } {
  const { stay, guest, guardian } = input;
  const refusals = fnrhDigitalRefusals({ guest, checkinDate: stay.checkinDate, guardian });
  const document = fnrhDigitalDocument(guest.documents);
  if (refusals.length > 0 || !document || !guest.birthdate) {
    return { isAccepted: false, refusals };
  }
  const minor = isMinor(guest, stay.checkinDate);
  const answers = input.askRaceAndDisability ? fnrhDigitalAnswersOf(guest.additionalData) : {};
  const guardianDocument = minor && guardian ? fnrhDigitalDocument(guardian.documents) : null;
  const person = defined({
    nome: `${guest.name} ${guest.lastName}`.trim().toUpperCase(),
    nome_social: guest.informSocialName ? optional(guest.socialName) : undefined,
    PaisNacionalidade_id: (guest.nationality.id ?? '').toUpperCase(),
    genero_id: GENDERS[guest.gender ?? ''] ?? 'NAO_INFORMADO',
    data_nascimento: guest.birthdate,
    raca_id: answers.raceId,
    deficiencia_id: answers.disabilityId,
    tipo_deficiencia_id: answers.disabilityId === 'SIM' ? answers.disabilityTypeId : undefined,
    documento_id: document,
    contato: defined(contactOf(guest)),
  });
  const registered: TFnrhDigitalGuest = defined({
    is_principal: guest.masterGuest,
    situacao_hospede: 'PRECHECKIN_REALIZADO' as const,
    dados_pessoais: person,
    responsavel: guardianDocument
      ? { ...guardianDocument, grau_parentesco_id: 'RESPONSAVEL_LEGAL' }
      : undefined,
    dados_ficha: {
      motivo_viagem_id: PURPOSES[guest.purposeTrip ?? ''] ?? 'OUTRO',
      meio_transporte_id: TRANSPORTS[guest.arrivingBy ?? ''] ?? 'OUTRO',
    },
  });
  return {
    isAccepted: true,
    body: {
      reserva: {
        numero_reserva: stay.reservationNumber,
        numero_reserva_ota: '',
        data_entrada: stay.checkinDate,
        data_saida: stay.checkoutDate,
        quantidade_hospede_adulto: minor ? 0 : 1,
        quantidade_hospede_menor: minor ? 1 : 0,
        origem_reserva_id: 'MEIOHOSPEDAGEM',
      },
      dados_hospede: [registered],
    },
  };
}
