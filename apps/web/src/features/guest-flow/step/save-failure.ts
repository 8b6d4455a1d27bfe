import { ApiError } from '../../../lib/api-client.ts';

/**
 * What a failed save means for the guest (spec section 8):
 * - `session`: a 401, which the app handles (it asks for the PIN again and comes back);
 * - `network`: no answer (offline, or the time ran out): "connection unstable", with a retry;
 * - `server`: a 5xx or an error that is not the API's: "An error occurred while saving the data.";
 * - `refused`: the API said no for a reason it names (a 4xx code), shown as that code's text.
 */
export type TSaveFailure =
  { kind: 'session' } | { kind: 'network' } | { kind: 'server' } | { kind: 'refused'; code: string };

export function saveFailureOf(error: unknown): TSaveFailure {
  if (!(error instanceof ApiError)) return { kind: 'server' };
  if (error.status === 401) return { kind: 'session' };
  if (error.status === 0) return { kind: 'network' };
  if (error.status >= 500) return { kind: 'server' };
  return { kind: 'refused', code: error.code };
}
