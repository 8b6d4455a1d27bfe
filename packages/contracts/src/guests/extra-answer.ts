import type { TLanguage } from '../constants.ts';
import type { TExtraFieldDefinition } from '../tenant/company-config.ts';
import { localize } from '../tenant/localize.ts';
import { formatIsoDate } from './display-format.ts';

export type TAnswerTexts = { language: TLanguage; yes: string; no: string };

/** A saved answer to one of the hotel's questions, as a person reads it; '' when there is none. */
export function extraAnswer(field: TExtraFieldDefinition, saved: unknown, texts: TAnswerTexts): string {
  switch (field.kind) {
    case 'yes_no':
      return saved === true ? texts.yes : saved === false ? texts.no : '';
    case 'date':
      return typeof saved === 'string' ? formatIsoDate(saved) : '';
    case 'select': {
      const option = field.options?.find((item) => item.value === saved);
      if (option) return localize(option.label, texts.language) || option.value;
      return typeof saved === 'string' ? saved : '';
    }
    case 'number':
      return typeof saved === 'number' && Number.isFinite(saved)
        ? new Intl.NumberFormat(texts.language).format(saved)
        : '';
    case 'text':
      if (typeof saved !== 'string') return '';
      return field.isUpperCase ? saved.trim().toUpperCase() : saved.trim();
    case 'email':
      return typeof saved === 'string' ? saved.trim() : '';
  }
}
