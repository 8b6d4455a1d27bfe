import type { TFieldIssue } from '../errors/api-error.ts';
import type {
  TAdditionalDataConfig,
  TCompanyConfig,
  TExtraFieldDefinition,
} from '../tenant/company-config.ts';
import { isValidEmail } from '../validation/email.ts';
import { VALIDATION_MESSAGE_KEYS } from '../validation/messages.ts';

/** Longest text of an additional-data answer (trip places and the hotel's text fields). */
export const EXTRA_FIELD_TEXT_MAX_LENGTH = 200;

/** Why an answer is refused; the portal turns it into the translated message. */
export type TExtraFieldProblem =
  'required' | 'number' | 'date' | 'maxLength' | 'email' | 'minValue' | 'maxValue' | 'sameAs';

/** The other answers of the step as typed, by key: what a `sameAs` field is compared with. */
export type TExtraAnswers = Readonly<Record<string, string | undefined>>;

const NUMBER = /^-?\d+([.,]\d+)?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0));
  return date.getUTCFullYear() === year && date.getUTCMonth() + 1 === month && date.getUTCDate() === day;
}

/** The hotel's limits of a number field (inclusive). */
function limitProblem(field: TExtraFieldDefinition, value: number): TExtraFieldProblem | undefined {
  if (field.min !== undefined && value < field.min) return 'minValue';
  if (field.max !== undefined && value > field.max) return 'maxValue';
  return undefined;
}

/** The answer a `sameAs` field repeats, normalised as compared (e-mails ignore case). */
function comparable(field: TExtraFieldDefinition, value: string): string {
  const trimmed = value.trim();
  return field.kind === 'email' ? trimmed.toLowerCase() : trimmed;
}

function shapeProblem(field: TExtraFieldDefinition, value: string): TExtraFieldProblem | undefined {
  switch (field.kind) {
    case 'number':
      return NUMBER.test(value) ? limitProblem(field, Number(value.replace(',', '.'))) : 'number';
    case 'date':
      return isRealDate(value) ? undefined : 'date';
    case 'text':
      return value.length > EXTRA_FIELD_TEXT_MAX_LENGTH ? 'maxLength' : undefined;
    case 'email':
      if (value.length > EXTRA_FIELD_TEXT_MAX_LENGTH) return 'maxLength';
      return isValidEmail(value) ? undefined : 'email';
    case 'select':
      return field.options?.some((option) => option.value === value) ? undefined : 'required';
    case 'yes_no':
      return value === 'yes' || value === 'no' ? undefined : 'required';
  }
}

/** What the hotel asks in the step 'dados-adicionais' (fields[0].additionalData), when it is enabled. */
export function additionalDataConfig(
  company: Pick<TCompanyConfig, 'stepsConfig'>,
): TAdditionalDataConfig | null {
  const step = company.stepsConfig.find((item) => item.id === 'dados-adicionais' && item.enabled);
  return step?.fields?.[0]?.additionalData ?? null;
}

/**
 * The rule of one extra field as typed: required when the hotel says so, the shape of its kind, the
 * hotel's limits of a number (minValue, maxValue), and for a field that repeats another (sameAs) the
 * same answer as that one, also when this one is left empty.
 */
export function extraFieldProblem(
  field: TExtraFieldDefinition,
  input: string,
  answers: TExtraAnswers = {},
): TExtraFieldProblem | undefined {
  const value = input.trim();
  const repeated = field.sameAs === undefined ? undefined : comparable(field, answers[field.sameAs] ?? '');
  if (value === '') {
    if (repeated) return 'sameAs';
    return field.required ? 'required' : undefined;
  }
  const problem = shapeProblem(field, value);
  if (problem) return problem;
  return repeated !== undefined && comparable(field, value) !== repeated ? 'sameAs' : undefined;
}

/** A saved answer as its input would show it, for comparing: numbers as digits, yes/no as words. */
function asTyped(saved: unknown): string {
  if (typeof saved === 'string') return saved;
  if (typeof saved === 'number' && Number.isFinite(saved)) return String(saved);
  if (typeof saved === 'boolean') return saved ? 'yes' : 'no';
  return '';
}

/**
 * The same rule on an answer as the guest's additionalData keeps it (a number, a boolean for yes/no,
 * a string otherwise), with the other answers sent beside it: what the API checks, so a request cannot
 * store what the form would refuse.
 */
export function savedExtraFieldProblem(
  field: TExtraFieldDefinition,
  saved: unknown,
  others: Readonly<Record<string, unknown>> = {},
): TExtraFieldProblem | undefined {
  const answers: TExtraAnswers =
    field.sameAs === undefined ? {} : { [field.sameAs]: asTyped(others[field.sameAs]) };
  if (saved === undefined || saved === null) return extraFieldProblem(field, '', answers);
  switch (field.kind) {
    case 'number':
      return typeof saved === 'number' && Number.isFinite(saved)
        ? extraFieldProblem(field, String(saved), answers)
        : 'number';
    case 'yes_no':
      return typeof saved === 'boolean' ? undefined : 'required';
    default:
      return typeof saved === 'string' ? extraFieldProblem(field, saved, answers) : 'required';
  }
}

const PROBLEM_MESSAGES: Record<TExtraFieldProblem, string> = {
  required: VALIDATION_MESSAGE_KEYS.required,
  date: VALIDATION_MESSAGE_KEYS.isValidDate,
  maxLength: VALIDATION_MESSAGE_KEYS.maxLength,
  number: 'Not a number.',
  email: VALIDATION_MESSAGE_KEYS.email,
  minValue: VALIDATION_MESSAGE_KEYS.minValue,
  maxValue: VALIDATION_MESSAGE_KEYS.maxValue,
  sameAs: VALIDATION_MESSAGE_KEYS.sameAs,
};

const NOT_ASKED_MESSAGE = 'Not a field of this hotel.';

/**
 * The issues of hotel-defined answers a guest sends (`bodyField` 'additionalData'): each field the hotel
 * defines follows its rule; a key it does not define may only stay as it was saved (a field the hotel
 * has since removed). `extraFields`, which no hotel defines, goes through with no fields: only what
 * is saved may stay.
 */
export function hotelFieldIssues(
  bodyField: 'additionalData' | 'extraFields',
  sent: Record<string, unknown>,
  fields: readonly TExtraFieldDefinition[],
  saved: Record<string, unknown>,
): TFieldIssue[] {
  const issues: TFieldIssue[] = [];
  for (const field of fields) {
    const problem = savedExtraFieldProblem(field, sent[field.key], sent);
    if (problem) issues.push({ field: `body.${bodyField}.${field.key}`, message: PROBLEM_MESSAGES[problem] });
  }
  const defined = new Set(fields.map((field) => field.key));
  for (const [key, value] of Object.entries(sent)) {
    if (defined.has(key) || JSON.stringify(saved[key]) === JSON.stringify(value)) continue;
    issues.push({ field: `body.${bodyField}.${key}`, message: NOT_ASKED_MESSAGE });
  }
  return issues;
}
