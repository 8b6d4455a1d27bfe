import type { TExtraFieldDefinition } from '../tenant/company-config.ts';
import {
  FNRH_DIGITAL_DISABILITIES,
  FNRH_DIGITAL_DISABILITY_TYPES,
  FNRH_DIGITAL_RACES,
  type TFnrhDigitalGuestAnswers,
} from './registration.ts';

type Label = TExtraFieldDefinition['label'];
const text = (pt: string, en: string, es: string): Label => ({ 'pt-BR': pt, 'en-US': en, 'es-ES': es });

/** The additionalData keys of FNRH Digital's optional answers (decision 156). */
export const FNRH_DIGITAL_FIELD_KEYS = {
  raceId: 'fnrhRaceId',
  disabilityId: 'fnrhDisabilityId',
  disabilityTypeId: 'fnrhDisabilityTypeId',
} as const;

const RACE_LABELS: Record<(typeof FNRH_DIGITAL_RACES)[number], Label> = {
  BRANCA: text('Branca', 'White', 'Blanca'),
  PRETA: text('Preta', 'Black', 'Negra'),
  PARDA: text('Parda', 'Mixed race (pardo)', 'Parda'),
  AMARELA: text('Amarela', 'East Asian descent', 'Amarilla'),
  INDIGENA: text('Indígena', 'Indigenous', 'Indígena'),
  NAO_DECLARADA: text('Prefiro não declarar', 'Prefer not to say', 'Prefiero no declararlo'),
};
const DISABILITY_LABELS: Record<(typeof FNRH_DIGITAL_DISABILITIES)[number], Label> = {
  SIM: text('Sim', 'Yes', 'Sí'),
  NAO: text('Não', 'No', 'No'),
  NAO_DECLARADO: text('Prefiro não declarar', 'Prefer not to say', 'Prefiero no declararlo'),
};
const DISABILITY_TYPE_LABELS: Record<(typeof FNRH_DIGITAL_DISABILITY_TYPES)[number], Label> = {
  FISICA: text('Física', 'Physical', 'Física'),
  AUDITIVA: text('Auditiva', 'Hearing', 'Auditiva'),
  VISUAL: text('Visual', 'Visual', 'Visual'),
  INTELECTUAL: text('Intelectual', 'Intellectual', 'Intelectual'),
  MULTIPLA: text('Múltipla', 'Multiple', 'Múltiple'),
};
const options = <T extends string>(labels: Record<T, Label>) =>
  (Object.entries(labels) as [T, Label][]).map(([value, label]) => ({ value, label }));

/**
 * The optional FNRH Digital questions (race or colour, disability and its type) as extra fields of the
 * hotel's 'dados-adicionais' step: a hotel turns them on by adding these to its form config (the
 * portal already shows and checks such fields); none is required.
 */
export function fnrhDigitalFormFields(): TExtraFieldDefinition[] {
  return [
    {
      key: FNRH_DIGITAL_FIELD_KEYS.raceId,
      label: text('Cor ou raça', 'Race or colour', 'Color o raza'),
      kind: 'select',
      required: false,
      options: options(RACE_LABELS),
    },
    {
      key: FNRH_DIGITAL_FIELD_KEYS.disabilityId,
      label: text('Pessoa com deficiência?', 'Do you have a disability?', '¿Tiene alguna discapacidad?'),
      kind: 'select',
      required: false,
      options: options(DISABILITY_LABELS),
    },
    {
      key: FNRH_DIGITAL_FIELD_KEYS.disabilityTypeId,
      label: text('Tipo de deficiência', 'Type of disability', 'Tipo de discapacidad'),
      kind: 'select',
      required: false,
      options: options(DISABILITY_TYPE_LABELS),
    },
  ];
}

/** The answers as a guest's additionalData keeps them, for FNRH Digital: unknown values are dropped. */
export function fnrhDigitalAnswersOf(
  additionalData: Readonly<Record<string, unknown>>,
): TFnrhDigitalGuestAnswers {
  const pick = <T extends string>(key: string, allowed: readonly T[]): T | undefined => {
    const value = additionalData[key];
    return allowed.find((item) => item === value);
  };
  return {
    raceId: pick(FNRH_DIGITAL_FIELD_KEYS.raceId, FNRH_DIGITAL_RACES),
    disabilityId: pick(FNRH_DIGITAL_FIELD_KEYS.disabilityId, FNRH_DIGITAL_DISABILITIES),
    disabilityTypeId: pick(FNRH_DIGITAL_FIELD_KEYS.disabilityTypeId, FNRH_DIGITAL_DISABILITY_TYPES),
  };
}
