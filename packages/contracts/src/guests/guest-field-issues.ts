import type { TFieldIssue } from '../errors/api-error.ts';
import {
  isBeforeToday,
  isOlderThanEighteen,
  isValidDate,
  isYoungerThan110Years,
  isYoungerThanEighteen,
} from '../validation/dates.ts';
import { isValidDocument } from '../validation/document.ts';
import { isValidEmail } from '../validation/email.ts';
import { VALIDATION_MESSAGE_KEYS as KEYS } from '../validation/messages.ts';
import { isValidPersonName } from '../validation/names.ts';
import { isValidMobilePhone, isValidPhone } from '../validation/phone.ts';
import type { TSaveGuestRequest } from './save-guest.ts';

/** What the rules need of the saved guest: the values a partial update leaves in place. */
export interface GuestFieldContext {
  /** The hotel's today, YYYY-MM-DD. */
  today: string;
  isChild: boolean;
  birthdate: string | null;
  nationalityId: string | null;
}

const issue = (field: string, message: string): TFieldIssue => ({ field: `body.${field}`, message });

function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match !== null && isValidDate(match[3] ?? '', match[2] ?? '', match[1] ?? '');
}

function birthdateIssues(body: TSaveGuestRequest, context: GuestFieldContext): TFieldIssue[] {
  const birthdate = body.birthdate ?? context.birthdate;
  const isChild = body.isChild ?? context.isChild;
  const field = body.birthdate ? 'birthdate' : 'isChild';
  if (body.birthdate) {
    if (!isIsoDate(body.birthdate)) return [issue('birthdate', KEYS.isValidDate)];
    if (!isBeforeToday(body.birthdate, context.today)) return [issue('birthdate', KEYS.isBeforeToday)];
    if (!isYoungerThan110Years(body.birthdate, context.today)) {
      return [issue('birthdate', KEYS.isYoungerThan110Years)];
    }
  }
  if (!birthdate || (body.birthdate === undefined && (body.isChild ?? null) === null)) return [];
  if (isChild && !isYoungerThanEighteen(birthdate, context.today))
    return [issue(field, KEYS.youngerThanEighteen)];
  if (!isChild && !isOlderThanEighteen(birthdate, context.today))
    return [issue(field, KEYS.olderThanEighteen)];
  return [];
}

function phoneIssues(body: TSaveGuestRequest): TFieldIssue[] {
  const issues: TFieldIssue[] = [];
  const mobile = body.mobilePhone;
  if (mobile && (mobile.areaCode || mobile.number || mobile.countryCode)) {
    const parts = {
      countryCode: mobile.countryCode ?? '',
      areaCode: mobile.areaCode ?? '',
      number: mobile.number ?? '',
    };
    if (!isValidMobilePhone(parts)) issues.push(issue('mobilePhone', KEYS.isValidMobilePhone));
  }
  const home = body.homePhone;
  if (home && (home.ddd || home.number)) {
    const parts = { countryCode: home.ddi || '55', areaCode: home.ddd ?? '', number: home.number ?? '' };
    if (!isValidPhone(parts)) issues.push(issue('homePhone', KEYS.isValidPhone));
  }
  return issues;
}

/**
 * The form rules of spec section 5 on a (cleaned) partial update, each failure naming its field
 * ('body.birthdate') and the i18n key of its message. The name-change rules need the original name and
 * the reservation, so the API checks them apart.
 */
export function guestFieldIssues(body: TSaveGuestRequest, context: GuestFieldContext): TFieldIssue[] {
  const issues: TFieldIssue[] = [];
  for (const field of ['name', 'lastName', 'socialName'] as const) {
    const value = body[field];
    if (value && !isValidPersonName(value)) issues.push(issue(field, KEYS.isAllowedName));
  }
  if (body.email && !isValidEmail(body.email)) issues.push(issue('email', KEYS.email));
  issues.push(...birthdateIssues(body, context), ...phoneIssues(body));
  const country = body.nationality?.id ?? context.nationalityId ?? undefined;
  (body.documents ?? []).forEach((document, index) => {
    if (!isValidDocument(document.documentTypeId, document.documentNumber, { country })) {
      issues.push(issue(`documents.${index}.documentNumber`, KEYS.isValidDocument));
    }
  });
  return issues;
}
