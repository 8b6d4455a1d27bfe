import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import type { TUploadFailure } from './image-error-code.ts';

/** The translated text of a failed image: the file's refusal (documents) or the API's code (errors). */
export function useFailureText(): (failure: TUploadFailure) => string {
  const { t } = useTranslation('documents');
  const errorText = useErrorText();
  return useCallback(
    (failure) => (failure.kind === 'image' ? t(`imageErrors.${failure.code}`) : errorText(failure.code)),
    [t, errorText],
  );
}
