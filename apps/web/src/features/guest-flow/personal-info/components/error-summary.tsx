import { useTranslation } from 'react-i18next';
import { StepErrorSummary } from '../../../../components/step/step-error-summary.tsx';
import { useFieldText } from '../hooks/use-field-text.ts';
import { FIELD_INPUT_ID } from '../model/field-ids.ts';
import { FIELD_KEYS } from '../model/fields.ts';
import type { TFieldErrors, TFieldKey } from '../model/fields.ts';

/** Focuses a field's input (the first one of a group) and brings it into view. */
export function focusField(field: TFieldKey): void {
  const target = document.getElementById(FIELD_INPUT_ID[field]);
  // A group (the document's images) passes the focus to its first control.
  const element =
    target?.tagName === 'FIELDSET' ? target.querySelector<HTMLElement>('button, input, a[href]') : target;
  element?.focus();
  element?.scrollIntoView?.({ block: 'center' });
}

/** After a submit: the fields to check, in the form's order, each a link to its input (the steps' one summary). */
export function ErrorSummary({ errors }: { errors: TFieldErrors }) {
  const { t } = useTranslation('personal-info');
  const fieldText = useFieldText();
  const fields = FIELD_KEYS.filter((field) => errors[field]);
  const items = fields.map((field) => ({
    key: field,
    label: `${t(`fields.${field}`)}: ${fieldText(errors[field])}`,
    href: `#${FIELD_INPUT_ID[field]}`,
    focus: () => focusField(field),
  }));
  return <StepErrorSummary items={items} />;
}
