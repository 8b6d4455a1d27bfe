import { z } from 'zod';

/** Console locale keys of the section's own messages (`settings.sections.additional-data.errors.*`). */
const ERRORS = 'settings.sections.additional-data.errors';
export const ADDITIONAL_DATA_ERRORS = {
  keyFormat: `${ERRORS}.keyFormat`,
  keyTaken: `${ERRORS}.keyTaken`,
  tooLong: `${ERRORS}.tooLong`,
  optionsNeeded: `${ERRORS}.optionsNeeded`,
  optionValueFormat: `${ERRORS}.optionValueFormat`,
  optionValueTaken: `${ERRORS}.optionValueTaken`,
  onlySelect: `${ERRORS}.onlySelect`,
  onlyNumber: `${ERRORS}.onlyNumber`,
  onlyText: `${ERRORS}.onlyText`,
  minAboveMax: `${ERRORS}.minAboveMax`,
  notANumber: `${ERRORS}.notANumber`,
  sameAs: `${ERRORS}.sameAs`,
  tooMany: `${ERRORS}.tooMany`,
} as const;

/** A field's key: letters, digits and `_`, starting with a letter; the guests' answers are kept by it. */
export const EXTRA_FIELD_KEY = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const OPTION_VALUE = /^[A-Za-z0-9_-]{1,40}$/;
export const MAX_EXTRA_FIELDS = 30;
export const MAX_FIELD_OPTIONS = 50;

const label = z.string().trim().max(120, ADDITIONAL_DATA_ERRORS.tooLong);
/** A text in each language: Portuguese always (the portal's fallback), the others optional. */
const ZSettingsText = z.object({
  'pt-BR': label.min(1, 'validation.required'),
  'en-US': label.optional(),
  'es-ES': label.optional(),
});
const limit = z
  .number({ message: ADDITIONAL_DATA_ERRORS.notANumber })
  .finite(ADDITIONAL_DATA_ERRORS.notANumber);

/** One question of the additional-data step as the owner writes it (ZExtraFieldDefinition, checked). */
export const ZExtraFieldSettings = z
  .object({
    key: z.string().regex(EXTRA_FIELD_KEY, ADDITIONAL_DATA_ERRORS.keyFormat),
    label: ZSettingsText,
    kind: z.enum(['text', 'number', 'date', 'select', 'yes_no', 'email']),
    required: z.boolean(),
    options: z
      .array(
        z.object({
          value: z.string().regex(OPTION_VALUE, ADDITIONAL_DATA_ERRORS.optionValueFormat),
          label: ZSettingsText,
        }),
      )
      .max(MAX_FIELD_OPTIONS, ADDITIONAL_DATA_ERRORS.tooMany)
      .optional(),
    min: limit.optional(),
    max: limit.optional(),
    isUpperCase: z.boolean().optional(),
    sameAs: z.string().optional(),
  })
  .superRefine((field, context) => {
    const issue = (path: PropertyKey[], message: string) =>
      context.addIssue({ code: 'custom', path, message });
    if (field.kind === 'select') {
      const options = field.options ?? [];
      if (options.length === 0) issue(['options'], ADDITIONAL_DATA_ERRORS.optionsNeeded);
      options.forEach((option, index) => {
        if (options.findIndex((other) => other.value === option.value) !== index)
          issue(['options', index, 'value'], ADDITIONAL_DATA_ERRORS.optionValueTaken);
      });
    } else if (field.options !== undefined) issue(['options'], ADDITIONAL_DATA_ERRORS.onlySelect);
    if (field.kind !== 'number') {
      if (field.min !== undefined) issue(['min'], ADDITIONAL_DATA_ERRORS.onlyNumber);
      if (field.max !== undefined) issue(['max'], ADDITIONAL_DATA_ERRORS.onlyNumber);
    } else if (field.min !== undefined && field.max !== undefined && field.min > field.max) {
      issue(['max'], ADDITIONAL_DATA_ERRORS.minAboveMax);
    }
    if (field.isUpperCase !== undefined && field.kind !== 'text') {
      issue(['isUpperCase'], ADDITIONAL_DATA_ERRORS.onlyText);
    }
  });
export type TExtraFieldSettings = z.infer<typeof ZExtraFieldSettings>;

/**
 * The additional-data step (console section `additional-data`): the trip data asked and the hotel's own
 * questions, in the order guests see them. Keys are unique; `sameAs` names another field of the same kind.
 */
export const ZAdditionalDataSettings = z
  .object({
    origin: z.boolean(),
    destination: z.boolean(),
    transportType: z.boolean(),
    travelReason: z.boolean(),
    extraFields: z.array(ZExtraFieldSettings).max(MAX_EXTRA_FIELDS, ADDITIONAL_DATA_ERRORS.tooMany),
  })
  .superRefine((settings, context) => {
    const fields = settings.extraFields;
    fields.forEach((field, index) => {
      if (fields.findIndex((other) => other.key === field.key) !== index) {
        context.addIssue({
          code: 'custom',
          path: ['extraFields', index, 'key'],
          message: ADDITIONAL_DATA_ERRORS.keyTaken,
        });
      }
      if (
        field.sameAs !== undefined &&
        !fields.some(
          (other) => other.key === field.sameAs && other.key !== field.key && other.kind === field.kind,
        )
      ) {
        context.addIssue({
          code: 'custom',
          path: ['extraFields', index, 'sameAs'],
          message: ADDITIONAL_DATA_ERRORS.sameAs,
        });
      }
    });
  });
export type TAdditionalDataSettings = z.infer<typeof ZAdditionalDataSettings>;
