import { z } from 'zod';
import { isValidCpf } from '../validation/cpf.ts';

/**
 * The FNRH Digital API v2 (Ministério do Turismo, operated by Serpro) as we call it (decisions 150-152):
 * `POST {base}/hospedagem/registrar` with HTTP Basic (the hotel's user and key) and the `cpf_solicitante`
 * header; the body registers the stay (`reserva`) and its guests (`dados_hospede`) in one call.
 * Field names are the API's own. Domain ids marked "inferred" in decision 151 were not in any public
 * source we found; the contract server (modules/fnrh-digital-sandbox) checks exactly these.
 */

export const FNRH_DIGITAL_DOCUMENT_TYPES = ['CPF', 'PASSAPORTE'] as const;
export const FNRH_DIGITAL_GENDERS = ['HOMEM', 'MULHER', 'OUTRO', 'NAO_INFORMADO'] as const;
export const FNRH_DIGITAL_RACES = [
  'BRANCA',
  'PRETA',
  'PARDA',
  'AMARELA',
  'INDIGENA',
  'NAO_DECLARADA',
] as const;
export const FNRH_DIGITAL_DISABILITIES = ['SIM', 'NAO', 'NAO_DECLARADO'] as const;
export const FNRH_DIGITAL_DISABILITY_TYPES = [
  'FISICA',
  'AUDITIVA',
  'VISUAL',
  'INTELECTUAL',
  'MULTIPLA',
] as const;
export const FNRH_DIGITAL_TRIP_PURPOSES = [
  'LAZER_FERIAS',
  'NEGOCIOS',
  'CONGRESSO_FEIRA',
  'PARENTES_AMIGOS',
  'ESTUDOS_CURSOS',
  'RELIGIAO',
  'SAUDE',
  'COMPRAS',
  'OUTRO',
] as const;
export const FNRH_DIGITAL_TRANSPORTS = [
  'AUTOMOVEL',
  'AVIAO',
  'ONIBUS',
  'MOTO',
  'NAVIO_BARCO',
  'TREM',
  'OUTRO',
] as const;
export const FNRH_DIGITAL_KINSHIPS = ['PAI', 'MAE', 'RESPONSAVEL_LEGAL', 'OUTRO'] as const;

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
const cpfDigits = z.string().regex(/^\d{11}$/, '11 digits');
const iso2 = z.string().regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2');

export const ZFnrhDigitalDocument = z
  .object({
    numero_documento: z.string().min(1).max(20),
    tipo_documento_id: z.enum(FNRH_DIGITAL_DOCUMENT_TYPES),
  })
  .strict();

export const ZFnrhDigitalContact = z
  .object({
    email: z.string().email().max(120).optional(),
    telefone: z
      .string()
      .regex(/^\d{8,15}$/)
      .optional(),
    PaisResidencia_id: iso2,
    cep: z
      .string()
      .regex(/^\d{8}$/)
      .optional(),
    logradouro: z.string().max(120).optional(),
    numero: z.string().max(20).optional(),
    complemento: z.string().max(60).optional(),
    bairro: z.string().max(60).optional(),
    /** The 7-digit IBGE code of the municipality; required when the guest lives in Brazil. */
    cidade_id: z.number().int().min(1_000_000).max(9_999_999).optional(),
    /** The state's UF ('SC'); required when the guest lives in Brazil. */
    estado_id: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional(),
  })
  .strict();

export const ZFnrhDigitalPerson = z
  .object({
    nome: z.string().min(1).max(150),
    nome_social: z.string().max(150).optional(),
    PaisNacionalidade_id: iso2,
    genero_id: z.enum(FNRH_DIGITAL_GENDERS),
    data_nascimento: date,
    raca_id: z.enum(FNRH_DIGITAL_RACES).optional(),
    deficiencia_id: z.enum(FNRH_DIGITAL_DISABILITIES).optional(),
    tipo_deficiencia_id: z.enum(FNRH_DIGITAL_DISABILITY_TYPES).optional(),
    documento_id: ZFnrhDigitalDocument,
    contato: ZFnrhDigitalContact,
  })
  .strict();

/** The adult answering for a minor: the guardian's document and kinship. */
export const ZFnrhDigitalGuardian = z
  .object({
    numero_documento: z.string().min(1).max(20),
    tipo_documento_id: z.enum(FNRH_DIGITAL_DOCUMENT_TYPES),
    grau_parentesco_id: z.enum(FNRH_DIGITAL_KINSHIPS),
  })
  .strict();

export const ZFnrhDigitalGuest = z
  .object({
    is_principal: z.boolean(),
    situacao_hospede: z.literal('PRECHECKIN_REALIZADO'),
    dados_pessoais: ZFnrhDigitalPerson,
    responsavel: ZFnrhDigitalGuardian.optional(),
    dados_ficha: z
      .object({
        motivo_viagem_id: z.enum(FNRH_DIGITAL_TRIP_PURPOSES),
        meio_transporte_id: z.enum(FNRH_DIGITAL_TRANSPORTS),
      })
      .strict(),
  })
  .strict();

export const ZFnrhDigitalStay = z
  .object({
    numero_reserva: z.string().min(1).max(60),
    numero_reserva_ota: z.string().max(60),
    data_entrada: date,
    data_saida: date,
    quantidade_hospede_adulto: z.number().int().min(0),
    quantidade_hospede_menor: z.number().int().min(0),
    origem_reserva_id: z.enum(['MEIOHOSPEDAGEM', 'OTA']),
  })
  .strict();

/** The body of POST /hospedagem/registrar. */
export const ZFnrhDigitalRegistration = z
  .object({
    reserva: ZFnrhDigitalStay,
    dados_hospede: z.array(ZFnrhDigitalGuest).min(1),
  })
  .strict();
export type TFnrhDigitalRegistration = z.infer<typeof ZFnrhDigitalRegistration>;
export type TFnrhDigitalGuest = z.infer<typeof ZFnrhDigitalGuest>;

/** The 200 answer: the stay's id at the government and each guest's. */
export const ZFnrhDigitalAccepted = z.object({
  dados: z.object({
    reserva: z.object({
      reserva_id: z.string(),
      numero_reserva: z.string(),
      situacao_reserva_id: z.string(),
      link_precheckin: z.string().optional(),
    }),
    hospedes: z.array(z.object({ hospede_id: z.string(), pessoa_id: z.string() })).optional(),
  }),
});

/** An error answer: a message and, for a 400, the fields refused (inferred shape, decision 151). */
export const ZFnrhDigitalError = z.object({
  mensagem: z.string(),
  erros: z.array(z.object({ campo: z.string(), mensagem: z.string() })).optional(),
});
export type TFnrhDigitalError = z.infer<typeof ZFnrhDigitalError>;

/** The cpf_solicitante header: the hotel's person responsible for the FNRH, 11 digits. */
export const ZCpfSolicitante = cpfDigits;

/**
 * A guest's answers to FNRH Digital's optional questions (form-fields.ts), sent when the hotel asks them
 * (settings `askRaceAndDisability`). The API takes a guest without them.
 */
export type TFnrhDigitalGuestAnswers = {
  raceId?: (typeof FNRH_DIGITAL_RACES)[number];
  disabilityId?: (typeof FNRH_DIGITAL_DISABILITIES)[number];
  disabilityTypeId?: (typeof FNRH_DIGITAL_DISABILITY_TYPES)[number];
};

const HTTPS_URL = /^https:\/\/[^/@]+(\/|$)/;
const LOCAL_HTTP_URL = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/;

/** A base URL: https without a user or password; with `allowLocalHttp`, also http on this machine. */
const baseUrl = (allowLocalHttp: boolean) =>
  z
    .string()
    .url()
    .refine(
      (value) => HTTPS_URL.test(value) || (allowLocalHttp && LOCAL_HTTP_URL.test(value)),
      'Must be an https URL without a user or password',
    );

const settingsInput = (allowLocalHttp: boolean) =>
  z
    .object({
      isEnabled: z.boolean(),
      username: z.string().trim().min(1).max(120),
      apiKey: z.string().min(1).max(200),
      /** The hotel's person responsible for the FNRH: a valid CPF, 11 digits (the API refuses others). */
      cpfSolicitante: cpfDigits.refine(isValidCpf, 'Must be a valid CPF (check digits)'),
      /** Null: the local contract server (development); else the Serpro URL ending in /FNRH_API/rest/v2. */
      baseUrl: baseUrl(allowLocalHttp).nullable(),
      askRaceAndDisability: z.boolean(),
    })
    .strict();

/** A hotel's FNRH Digital settings as the staff sets them; the key is write-only (never answered). */
export const ZFnrhDigitalSettingsInput = settingsInput(false);
/**
 * Outside production (development, tests) the base URL may also be plain http on this machine
 * (localhost, 127.0.0.1, [::1]): a contract server a test or a developer runs. Production keeps
 * `ZFnrhDigitalSettingsInput`, https only, as webhook URLs do (decision 143).
 */
export const ZFnrhDigitalSettingsInputOutsideProduction = settingsInput(true);
export type TFnrhDigitalSettingsInput = z.infer<typeof ZFnrhDigitalSettingsInput>;

/** Why FNRH Digital would refuse a guest, for the form to tell the guest before finishing. */
export const FNRH_DIGITAL_REFUSALS = [
  'no-accepted-document',
  'invalid-cpf',
  'no-birthdate',
  'no-nationality',
  'no-country-of-residence',
  'no-ibge-city',
  'minor-without-guardian',
  'no-name',
] as const;
export type TFnrhDigitalRefusal = (typeof FNRH_DIGITAL_REFUSALS)[number];
