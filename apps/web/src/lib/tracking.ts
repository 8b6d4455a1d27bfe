import { APP_NAME, APP_TYPE, HEADERS } from '@hospedar/contracts/constants';
import { requestContext } from './request-context.ts';
import { sessionJson } from './session-storage.ts';

const ORIGIN_KEY = 'hospedar.origin';
const SENT_KEY = 'hospedar.tracked';
const LABEL = /^[A-Za-z0-9._:-]{1,64}$/;

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);

/** Once per tab: a key already sent answers false. */
function markSent(key: string): boolean {
  const sent = sessionJson.get(SENT_KEY, isStringList) ?? [];
  if (sent.includes(key)) return false;
  sessionJson.set(SENT_KEY, [...sent.slice(-49), key]);
  return true;
}

function groupOrCompanyHeader(): Record<string, string> {
  const groupOrCompany = requestContext.getGroupOrCompany();
  return groupOrCompany ? { [HEADERS.groupOrCompany]: groupOrCompany } : {};
}

/** Fire and forget: keepalive survives leaving the page, and a failure never reaches the guest. */
function send(path: string, headers: Record<string, string>, body?: unknown): void {
  try {
    void fetch(path, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: {
        // No body, no JSON type: the API refuses an empty body declared as JSON.
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        [HEADERS.appName]: APP_NAME,
        [HEADERS.appType]: APP_TYPE,
        [HEADERS.lang]: requestContext.getLanguage(),
        ...groupOrCompanyHeader(),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).catch(() => undefined);
  } catch {
    // No fetch (very old browser): tracking is never worth an error.
  }
}

export const tracking = {
  /** Keeps the visit's `?origin=` (a link or QR code) for when its reservation is known. */
  rememberOrigin(origin: string): void {
    if (LABEL.test(origin) && origin !== 'direct') sessionJson.set(ORIGIN_KEY, origin);
  },
  /** POST /api/track/{reservationId} with where the guest came from ('direct' without a link), once. */
  arrival(reservationId: string): void {
    const origin = sessionJson.get(ORIGIN_KEY, isString) ?? 'direct';
    if (!markSent(`origin:${reservationId}`)) return;
    send(`/api/track/${encodeURIComponent(reservationId)}`, { [HEADERS.origin]: origin });
  },
  /** POST /api/track/{guestId}/filling-data with the step the guest reached, once per step. */
  stepReached(guestId: string, step: string): void {
    if (!LABEL.test(step) || !markSent(`step:${guestId}:${step}`)) return;
    send(`/api/track/${encodeURIComponent(guestId)}/filling-data`, {}, { formOrigin: step });
  },
};
