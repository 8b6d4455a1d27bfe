import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TApiError } from '@hospedar/contracts/errors/api-error';
import { formatDate } from '../dates.ts';

type TErrorCodeKey = `codes.${'NOT_FOUND'}`;

/**
 * The namespaces of API error texts: `errors` (loaded at startup) holds what can happen up to the PIN
 * screen; `guest-errors` what only a verified guest's forms, uploads and lists, or the face screens, meet,
 * loaded with those screens' routes (src/app/routes.tsx, strategy-screen.tsx) so that the way to the PIN
 * screen does not carry it.
 */
const ERROR_NAMESPACES = ['errors', 'guest-errors'] as const;

/** What an error's details add to its text: the day a pre-check-in opens (RESERVATION_NOT_OPEN_YET). */
export type TErrorTextDetails = Pick<NonNullable<TApiError['details']>, 'opensOn'> | null | undefined;

/**
 * The translated text of an API error code (errors:codes.* or guest-errors:codes.*), or the generic
 * message. With details.opensOn, the code's `_date` variant names the day (DD/MM/YYYY), when it has one.
 */
export function useErrorText(): (code: string, details?: TErrorTextDetails) => string {
  const { t } = useTranslation('errors');
  return useCallback(
    (code: string, details?: TErrorTextDetails) => {
      const date = formatDate(details?.opensOn);
      return t(`codes.${code}` as TErrorCodeKey, {
        ns: ERROR_NAMESPACES,
        defaultValue: t('generic'),
        ...(date ? { context: 'date', date } : {}),
      });
    },
    [t],
  );
}
