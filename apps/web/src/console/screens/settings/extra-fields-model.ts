import type { TLanguage } from '@hospedar/contracts/constants';
import type { TExtraFieldSettings } from '@hospedar/contracts/console/settings-additional-data';

export type TExtraField = TExtraFieldSettings;
export type TFieldKind = TExtraField['kind'];
export type TLabel = TExtraField['label'];

/** A new question: a text, not required, its key and label still to write. */
export const blankField = (): TExtraField => ({
  key: '',
  label: { 'pt-BR': '' },
  kind: 'text',
  required: false,
});

/** The list with the item at `index` moved by `by` (-1 up, +1 down); out of range changes nothing. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}

/** A label with one language written; an empty optional language is left out (the portal falls back). */
export function withLabel(label: TLabel, language: TLanguage, text: string): TLabel {
  if (language === 'pt-BR') return { ...label, 'pt-BR': text };
  const { [language]: _old, ...rest } = label;
  void _old;
  return text === '' ? rest : { ...rest, [language]: text };
}

/** The field as another kind: what only the old kind had (choices, limits, capitals, sameAs) goes. */
export function withKind(field: TExtraField, kind: TFieldKind): TExtraField {
  if (field.kind === kind) return field;
  const { options, min, max, isUpperCase, sameAs, ...common } = field;
  void sameAs;
  return {
    ...common,
    kind,
    ...(kind === 'select' ? { options: options ?? [{ value: '', label: { 'pt-BR': '' } }] } : {}),
    ...(kind === 'number' && min !== undefined ? { min } : {}),
    ...(kind === 'number' && max !== undefined ? { max } : {}),
    ...(kind === 'text' && isUpperCase !== undefined ? { isUpperCase } : {}),
  };
}

/** A number field's limit as typed: empty is no limit. */
export function limitOf(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}
