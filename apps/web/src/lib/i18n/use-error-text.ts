import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type TErrorCodeKey = `codes.${'NOT_FOUND'}`;

/** The translated text of an API error code (errors:codes.*), or the generic message. */
export function useErrorText(): (code: string) => string {
  const { t } = useTranslation('errors');
  return useCallback(
    (code: string) => t(`codes.${code}` as TErrorCodeKey, { defaultValue: t('generic') }),
    [t],
  );
}
