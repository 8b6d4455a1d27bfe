import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFieldMessage } from '../model/fields.ts';

/** The translated text of a field's message: a rule of spec section 5, or one of the step's own. */
export function useFieldText(): (message: TFieldMessage | undefined) => string | undefined {
  const { t } = useTranslation(['validation', 'personal-info']);
  return useCallback(
    (message) => {
      if (!message) return undefined;
      if (message.key === 'own') return t(`personal-info:errors.${message.id}`);
      return message.params ? t(message.key, message.params) : t(message.key);
    },
    [t],
  );
}
