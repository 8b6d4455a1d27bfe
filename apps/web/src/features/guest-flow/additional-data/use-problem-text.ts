import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { TEXT_MAX_LENGTH } from './additional-data-values.ts';
import type { TFieldProblem } from './additional-data-rules.ts';

/** The message of a refused field: the shared validation texts (spec section 5), or the step's own. */
export function useProblemText(): (problem: TFieldProblem | undefined) => string | undefined {
  const { t } = useTranslation(['guest-flow', 'validation']);
  return useCallback(
    (problem: TFieldProblem | undefined) => {
      switch (problem) {
        case undefined:
          return undefined;
        case 'required':
          return t('validation:validation.required');
        case 'date':
          return t('validation:validation.isValidDate');
        case 'maxLength':
          return t('validation:validation.maxLength', { max: TEXT_MAX_LENGTH });
        case 'number':
          return t('guest-flow:additionalData.invalidNumber');
      }
    },
    [t],
  );
}
