import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type TErrorCodeKey = `codes.${'NOT_FOUND'}`;

/**
 * The namespaces of API error texts: `errors` (loaded at startup) holds what can happen up to the PIN
 * screen; `guest-errors` what only a verified guest's forms, uploads and lists meet, loaded with those
 * screens' routes (src/app/routes.tsx) so that the way to the PIN screen does not carry it.
 */
const ERROR_NAMESPACES = ['errors', 'guest-errors'] as const;

/** The translated text of an API error code (errors:codes.* or guest-errors:codes.*), or the generic message. */
export function useErrorText(): (code: string) => string {
  const { t } = useTranslation('errors');
  return useCallback(
    (code: string) =>
      t(`codes.${code}` as TErrorCodeKey, { ns: ERROR_NAMESPACES, defaultValue: t('generic') }),
    [t],
  );
}
