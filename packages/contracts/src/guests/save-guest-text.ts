import { freeJsonProblem, isPlainText } from '../validation/plain-text.ts';
import { VALIDATION_MESSAGE_KEYS } from '../validation/messages.ts';

/** Where a text of PUT /api/clients/{id}'s body sits: a string, an object of strings, documents, free JSON. */
type TTextField =
  | { kind: 'text' }
  | { kind: 'object'; fields: readonly string[] }
  | { kind: 'documents'; fields: readonly string[]; maxItems: number }
  | { kind: 'freeJsonObject' }
  | { kind: 'freeJsonArray'; maxItems: number };

const TEXT: TTextField = { kind: 'text' };
const NAMED_REF: TTextField = { kind: 'object', fields: ['id', 'name'] };
const PLACE: TTextField = { kind: 'object', fields: ['country', 'state', 'city'] };

/**
 * The fields of ZSaveGuestRequest (save-guest.ts) that hold text checked by `safeText` or free JSON checked
 * by `refineFreeJson`, in the schema's order; its other fields (booleans, gender) hold none. An array's
 * `maxItems` is the schema's `.max()`: zod checks nothing inside an array longer than that.
 * save-guest-text.test.ts holds this list to the schema.
 */
export const SAVE_GUEST_TEXT_FIELDS: Readonly<Record<string, TTextField>> = {
  name: TEXT,
  lastName: TEXT,
  socialName: TEXT,
  email: TEXT,
  birthdate: TEXT,
  jobId: TEXT,
  jobName: TEXT,
  nationality: NAMED_REF,
  mobilePhone: { kind: 'object', fields: ['countryCode', 'areaCode', 'number'] },
  homePhone: { kind: 'object', fields: ['ddi', 'ddd', 'number'] },
  address: TEXT,
  addressNumber: TEXT,
  addressComplement: TEXT,
  neighborhood: TEXT,
  zipCode: TEXT,
  city: NAMED_REF,
  state: NAMED_REF,
  country: NAMED_REF,
  arrivingFrom: PLACE,
  nextDestination: PLACE,
  purposeTrip: TEXT,
  arrivingBy: TEXT,
  extraFields: { kind: 'freeJsonObject' },
  additionalData: { kind: 'freeJsonObject' },
  documents: { kind: 'documents', fields: ['documentNumber', 'frontImageKey', 'backImageKey'], maxItems: 10 },
  photoId: TEXT,
  optins: { kind: 'freeJsonArray', maxItems: 20 },
};

export type TPlainTextIssue = {
  path: (string | number)[];
  message: typeof VALIDATION_MESSAGE_KEYS.isPlainText;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The 'validation.isPlainText' issues ZSaveGuestRequest.safeParse(body) reports, with the same paths and in
 * the same order, without zod: a string that is not plain text where the schema has `safeText`, a free-JSON
 * value whose freeJsonProblem is 'isPlainText' (inside an array only when it is within its `maxItems`). A value of another type than the schema's gets no such issue
 * (zod reports its type instead). The personal info form says these before sending (decision 283).
 */
export function saveGuestPlainTextIssues(body: Readonly<Record<string, unknown>>): TPlainTextIssue[] {
  const issues: TPlainTextIssue[] = [];
  const message = VALIDATION_MESSAGE_KEYS.isPlainText;
  const checkText = (value: unknown, path: (string | number)[]) => {
    if (typeof value === 'string' && !isPlainText(value)) issues.push({ path, message });
  };
  const checkFields = (value: unknown, fields: readonly string[], path: (string | number)[]) => {
    if (!isObject(value)) return;
    for (const field of fields) checkText(value[field], [...path, field]);
  };
  for (const [key, field] of Object.entries(SAVE_GUEST_TEXT_FIELDS)) {
    const value = body[key];
    if (field.kind === 'text') checkText(value, [key]);
    else if (field.kind === 'object') checkFields(value, field.fields, [key]);
    else if (field.kind === 'documents') {
      if (Array.isArray(value) && value.length <= field.maxItems)
        value.forEach((document, index) => checkFields(document, field.fields, [key, index]));
    } else if (field.kind === 'freeJsonObject') {
      if (isObject(value) && freeJsonProblem(value) === 'isPlainText') issues.push({ path: [key], message });
    } else if (
      Array.isArray(value) &&
      value.length <= field.maxItems &&
      freeJsonProblem(value) === 'isPlainText'
    ) {
      issues.push({ path: [key], message });
    }
  }
  return issues;
}
