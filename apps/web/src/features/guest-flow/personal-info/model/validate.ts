import { DocumentTypeId } from '@hospedar/contracts/constants';
import type { TDocumentTypeId } from '@hospedar/contracts/constants';
import { documentImageIssues } from '@hospedar/contracts/documents/document-sides';
import { cleanGuestPayload } from '@hospedar/contracts/guests/clean-guest-payload';
import { guestFieldIssues } from '@hospedar/contracts/guests/guest-field-issues';
import { missingGuestFields } from '@hospedar/contracts/guests/missing-guest-fields';
import { saveGuestPlainTextIssues } from '@hospedar/contracts/guests/save-guest-text';
import { isValidDate } from '@hospedar/contracts/validation/dates';
import { isValidAdditionalDocument } from '@hospedar/contracts/validation/document';
import { VALIDATION_MESSAGE_KEYS as KEYS } from '@hospedar/contracts/validation/messages';
import { refusedNameField } from '@hospedar/contracts/validation/names';
import { required } from '@hospedar/contracts/validation/text';
import type { TCompanyParameters } from '@hospedar/contracts/tenant/company-config';
import { documentTypesFor, isAdditionalDocumentRequired } from './document-types.ts';
import { FIELD_KEYS, fieldOfIssuePath } from './fields.ts';
import type { TFieldErrors, TFieldKey, TFieldMessage } from './fields.ts';
import { digitsOnly } from './masks.ts';
import { birthdateOf, livesInBrazil, toSavePayload } from './to-save-payload.ts';
import type { TPayloadContext } from './to-save-payload.ts';
import type { TPersonalInfoValues } from './values.ts';

export type TValidationContext = Pick<TPayloadContext, 'isNameLocked'> & {
  /** The hotel's today, YYYY-MM-DD. */
  today: string;
  isChild: boolean;
  /** The saved name, which a new one may not be very different from (isAllowedName). */
  original: { name: string; lastName: string };
  /** The hotel's document types (parameters.documentTypes), picked for the guest's nationality. */
  documentTypesConfig: TCompanyParameters['documentTypes'];
  /** The hotel's rules.documentImagesRequired: the main document's photos are required. */
  documentImagesRequired: boolean;
};

const NO_NAMES: TPayloadContext = {
  isNameLocked: false,
  terms: { use: null, privacy: null },
  countryName: (code) => code,
  jobName: (id) => id,
};

/** The rules only a form has: partial dates, switches, pickers, the additional document, the terms. */
function formRules(values: TPersonalInfoValues, context: TValidationContext): [TFieldKey, TFieldMessage][] {
  const issues: [TFieldKey, TFieldMessage][] = [];
  const { birthDay, birthMonth, birthYear } = values;
  const dateParts = [birthDay, birthMonth, birthYear];
  if (dateParts.some(Boolean) && !isValidDate(birthDay, birthMonth, birthYear)) {
    issues.push(['birthdate', { key: KEYS.isValidDate }]);
  }
  if (values.informSocialName && !required(values.socialName))
    issues.push(['socialName', { key: KEYS.required }]);
  if (!required(values.documentTypeId)) issues.push(['documentType', { key: KEYS.required }]);
  issues.push(...documentImageRules(values, context));
  issues.push(...additionalDocumentRules(values, context));
  if (livesInBrazil(values)) {
    const zipDigits = digitsOnly(values.zipCode).length;
    if (zipDigits > 0 && zipDigits !== 8) issues.push(['zipCode', { key: 'own', id: 'zipIncomplete' }]);
  } else if (values.countryId && !required(values.cityName)) {
    issues.push(['city', { key: KEYS.required }]);
  }
  if (!values.acceptTerms) issues.push(['terms', { key: KEYS.required }]);
  if (!context.isNameLocked) issues.push(...nameChangeRules(values, context.original));
  return issues;
}

/** frontImage, then backImage (two-sided documents), when the hotel requires the document's photos. */
function documentImageRules(
  values: TPersonalInfoValues,
  context: TValidationContext,
): [TFieldKey, TFieldMessage][] {
  if (values.documentTypeId === '') return [];
  const [first] = documentImageIssues(
    {
      documentTypeId: Number(values.documentTypeId) as TDocumentTypeId,
      frontImageKey: values.documentImages.frontImageKey,
      backImageKey: values.documentImages.backImageKey,
    },
    { required: context.documentImagesRequired },
  );
  return first ? [['documentImages', { key: first.message }]] : [];
}

function additionalDocumentRules(
  values: TPersonalInfoValues,
  context: TValidationContext,
): [TFieldKey, TFieldMessage][] {
  const typeId = values.additionalDocumentTypeId;
  const number = values.additionalDocumentNumber;
  if (typeId === '') {
    const options = documentTypesFor(context.documentTypesConfig, {
      isChild: context.isChild,
      nationalityId: values.nationalityId,
    });
    return isAdditionalDocumentRequired(context.isChild, values.documentTypeId, options)
      ? [['additionalDocumentType', { key: KEYS.additional_validation }]]
      : [];
  }
  if (!required(number)) return [['additionalDocumentNumber', { key: KEYS.required }]];
  const country = values.nationalityId || undefined;
  return isValidAdditionalDocument(Number(typeId) as TDocumentTypeId, number, { country })
    ? []
    : [['additionalDocumentNumber', { key: KEYS.isValidAddditionalDocument }]];
}

/** The API's rule (refusedNameField against the saved name), checked here so the guest learns it at once. */
function nameChangeRules(
  values: TPersonalInfoValues,
  original: TValidationContext['original'],
): [TFieldKey, TFieldMessage][] {
  const refused = refusedNameField(values, original);
  return refused ? [[refused, { key: KEYS.isAllowedName }]] : [];
}

/**
 * Every rule of spec section 5 that applies to this step, from the contracts the API runs too
 * (missingGuestFields, guestFieldIssues), plus the form's own; the first message of a field wins,
 * and the result follows the form's order.
 */
export function validatePersonalInfo(values: TPersonalInfoValues, context: TValidationContext): TFieldErrors {
  const { payload, documentSources } = toSavePayload(values, {
    ...NO_NAMES,
    isNameLocked: context.isNameLocked,
  });
  const body = cleanGuestPayload(payload);
  const missing = missingGuestFields({
    name: values.name,
    lastName: values.lastName,
    socialName: values.socialName,
    isChild: context.isChild,
    gender: values.gender,
    email: values.email,
    birthdate: birthdateOf(values) ?? null,
    nationality: { id: values.nationalityId || null, name: null },
    mobilePhone: {
      countryCode: payload.mobilePhone?.countryCode ?? null,
      areaCode: payload.mobilePhone?.areaCode ?? null,
      number: payload.mobilePhone?.number ?? null,
    },
    homePhone: { ddi: null, ddd: null, number: null },
    country: { id: values.countryId || null, name: null },
    zipCode: values.zipCode,
    address: values.address,
    addressNumber: values.addressNumber,
    neighborhood: values.neighborhood,
    city: { id: values.cityId || null, name: values.cityName || null },
    state: { id: values.stateId || null, name: values.stateName || null },
    documents: payload.documents ?? [],
  });
  const rules = guestFieldIssues(body, {
    today: context.today,
    isChild: context.isChild,
    birthdate: null,
    nationalityId: values.nationalityId || null,
  });
  // The API's schema refuses text that is not plain text (safeText); the form says so before sending, with
  // the schema's issues found without zod, which the form would otherwise load for this alone (decision 283).
  const textIssues = saveGuestPlainTextIssues(body).map((issue) => ({
    field: `body.${issue.path.join('.')}`,
    message: issue.message,
  }));
  const own = formRules(values, context);
  const found: [TFieldKey | null, TFieldMessage][] = [
    ...own.filter(([field]) => field === 'birthdate'),
    ...[...textIssues, ...missing, ...rules].map((issue): [TFieldKey | null, TFieldMessage] => [
      fieldOfIssuePath(issue.field, documentSources),
      { key: issue.message } as TFieldMessage,
    ]),
    ...own.filter(([field]) => field !== 'birthdate'),
  ];
  const errors: TFieldErrors = {};
  for (const [field, message] of found) if (field && !errors[field]) errors[field] = message;
  return Object.fromEntries(
    FIELD_KEYS.flatMap((key) => (errors[key] ? [[key, errors[key]]] : [])),
  ) as TFieldErrors;
}

/** A CPF is typed with its mask; every other document as the guest writes it. */
export const isCpfType = (typeId: string): boolean => typeId === String(DocumentTypeId.CPF);
