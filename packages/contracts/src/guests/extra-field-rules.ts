import type { TFieldIssue } from '../errors/api-error.ts';
import type {
  TAdditionalDataConfig,
  TCompanyConfig,
  TExtraFieldDefinition,
} from '../tenant/company-config.ts';
import { VALIDATION_MESSAGE_KEYS } from '../validation/messages.ts';

/** Longest text of an additional-data answer (trip places and the hotel's text fields). */
export const EXTRA_FIELD_TEXT_MAX_LENGTH = 200;

/** Why an answer is refused; the portal turns it into the translated message. */
export type TExtraFieldProblem = 'required' | 'number' | 'date' | 'maxLength';

const NUMBER = /^-?\d+([.,]\d+)?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0));
  return date.getUTCFullYear() === year && date.getUTCMonth() + 1 === month && date.getUTCDate() === day;
}

/** What the hotel asks in the step 'dados-adicionais' (fields[0].additionalData), when it is enabled. */
export function additionalDataConfig(
  company: Pick<TCompanyConfig, 'stepsConfig'>,
): TAdditionalDataConfig | null {
  const step = company.stepsConfig.find((item) => item.id === 'dados-adicionais' && item.enabled);
  return step?.fields?.[0]?.additionalData ?? null;
}

/** The rule of one extra field as typed: required when the hotel says so, and the shape of its kind. */
export function extraFieldProblem(
  field: TExtraFieldDefinition,
  input: string,
): TExtraFieldProblem | undefined {
  const value = input.trim();
  if (value === '') return field.required ? 'required' : undefined;
  switch (field.kind) {
    case 'number':
      return NUMBER.test(value) ? undefined : 'number';
    case 'date':
      return isRealDate(value) ? undefined : 'date';
    case 'text':
      return value.length > EXTRA_FIELD_TEXT_MAX_LENGTH ? 'maxLength' : undefined;
    case 'select':
      return field.options?.some((option) => option.value === value) ? undefined : 'required';
    case 'yes_no':
      return value === 'yes' || value === 'no' ? undefined : 'required';
  }
}

/**
 * The same rule on an answer as the guest's additionalData keeps it (a number, a boolean for yes/no,
 * a string otherwise): what the API checks, so a request cannot store what the form would refuse.
 */
export function savedExtraFieldProblem(
  field: TExtraFieldDefinition,
  saved: unknown,
): TExtraFieldProblem | undefined {
  if (saved === undefined || saved === null) return field.required ? 'required' : undefined;
  switch (field.kind) {
    case 'number':
      return typeof saved === 'number' && Number.isFinite(saved) ? undefined : 'number';
    case 'yes_no':
      return typeof saved === 'boolean' ? undefined : 'required';
    default:
      return typeof saved === 'string' ? extraFieldProblem(field, saved) : 'required';
  }
}

const PROBLEM_MESSAGES: Record<TExtraFieldProblem, string> = {
  required: VALIDATION_MESSAGE_KEYS.required,
  date: VALIDATION_MESSAGE_KEYS.isValidDate,
  maxLength: VALIDATION_MESSAGE_KEYS.maxLength,
  number: 'Not a number.',
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
    const problem = savedExtraFieldProblem(field, sent[field.key]);
    if (problem) issues.push({ field: `body.${bodyField}.${field.key}`, message: PROBLEM_MESSAGES[problem] });
  }
  const defined = new Set(fields.map((field) => field.key));
  for (const [key, value] of Object.entries(sent)) {
    if (defined.has(key) || JSON.stringify(saved[key]) === JSON.stringify(value)) continue;
    issues.push({ field: `body.${bodyField}.${key}`, message: NOT_ASKED_MESSAGE });
  }
  return issues;
}
