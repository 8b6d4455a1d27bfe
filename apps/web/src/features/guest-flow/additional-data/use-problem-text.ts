import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TExtraFieldDefinition } from '@hospedar/contracts/tenant/company-config';
import { TEXT_MAX_LENGTH } from './additional-data-values.ts';
import type { TFieldProblem } from './additional-data-rules.ts';

/** A number field's limits, for the minValue and maxValue messages. */
type TLimits = Pick<TExtraFieldDefinition, 'min' | 'max'>;

/** The message of a refused field: the shared validation texts (spec section 5), or the step's own. */
export function useProblemText(): (
  problem: TFieldProblem | undefined,
  limits?: TLimits,
) => string | undefined {
  const { t } = useTranslation(['guest-flow', 'validation']);
  return useCallback(
    (problem: TFieldProblem | undefined, limits?: TLimits) => {
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
        case 'email':
          return t('validation:validation.email');
        case 'minValue':
          return t('validation:validation.minValue', { min: limits?.min ?? 0 });
        case 'maxValue':
          return t('validation:validation.maxValue', { max: limits?.max ?? 0 });
        case 'sameAs':
          return t('validation:validation.sameAs');
      }
    },
    [t],
  );
}
