import type { ChangeEvent } from 'react';
import { FIELD_OF_VALUE } from '../model/fields.ts';
import type { TFieldKey } from '../model/fields.ts';
import type { TPersonalInfoValues, TValueName } from '../model/values.ts';
import type { TPersonalInfoForm } from './use-personal-info-form.ts';
import { useFieldText } from './use-field-text.ts';

/** The names of the form's text values (every value but the flags). */
export type TTextValueName = {
  [K in TValueName]: TPersonalInfoValues[K] extends string ? K : never;
}[TValueName];

/**
 * Props that tie an input or a select to a form value: value, change (optionally reshaped: masks,
 * digits), blur (the field is left, its message may show) and the translated message.
 */
export function useBindings(form: TPersonalInfoForm) {
  const fieldText = useFieldText();
  const error = (field: TFieldKey) => fieldText(form.errors[field]);
  const bind = (name: TTextValueName, reshape: (value: string) => string = (value) => value) => {
    const field = FIELD_OF_VALUE[name];
    return {
      name,
      value: form.values[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
        form.setValue(name, reshape(event.target.value)),
      onBlur: () => {
        if (field) form.touch(field);
      },
      error: field ? error(field) : undefined,
    };
  };
  return { bind, error };
}

export type TBindings = ReturnType<typeof useBindings>;
