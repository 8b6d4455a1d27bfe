import { lazy, Suspense } from 'react';
import i18next from 'i18next';
import { ApiError } from '../../lib/api-client.ts';

/** The API's ceilings on sign-in by code: 24 hours (docs/decisions.md 57) and an hour. */
const PIN_CEILING_CODES = ['PIN_GUESS_LIMIT', 'PIN_DAILY_LIMIT', 'PIN_HOURLY_LIMIT'] as const;
export type TPinCeilingCode = (typeof PIN_CEILING_CODES)[number];

export const isPinCeilingCode = (code: string): code is TPinCeilingCode =>
  (PIN_CEILING_CODES as readonly string[]).includes(code);

export type TPinCeilingNoticeProps = {
  code: TPinCeilingCode;
  /** The API's details.retryAfterSeconds, when it came. */
  retryAfterSeconds: number | null;
};

/** The notice's props when a failed send or verify was one of the daily ceilings; null otherwise. */
export function pinCeilingOf(error: unknown): TPinCeilingNoticeProps | null {
  if (!(error instanceof ApiError) || !isPinCeilingCode(error.code)) return null;
  const wait = error.details?.retryAfterSeconds;
  return { code: error.code, retryAfterSeconds: typeof wait === 'number' ? wait : null };
}

/* The notice and its texts load when a ceiling is first reached. */
const PinCeilingNotice = lazy(() =>
  Promise.all([import('./pin-ceiling-notice.tsx'), i18next.loadNamespaces('pin-ceiling')]).then(([m]) => ({
    default: m.PinCeilingNotice,
  })),
);

/** The notice, fetched the first time a guest reaches a ceiling (few ever do): the PIN screens stay light. */
export function LazyPinCeilingNotice(props: TPinCeilingNoticeProps) {
  return (
    <Suspense fallback={null}>
      <PinCeilingNotice {...props} />
    </Suspense>
  );
}
