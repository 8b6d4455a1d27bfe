import { createApiClient, isOwnApi } from '../../../lib/api-client.ts';
import { requestContext } from '../../../lib/request-context.ts';
import type { TApiRequest } from './documents-request.ts';

/**
 * The API client of the phone hand-off pages: the spec's headers as usual, with the document-scan token
 * of the link (`?t=`) as the bearer instead of a guest session, and only towards our own API.
 */
export function createScanTokenRequest(token: string): TApiRequest {
  return createApiClient({
    getLanguage: requestContext.getLanguage,
    getGroupOrCompany: requestContext.getGroupOrCompany,
    getTokenKey: () => null,
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      if (typeof input === 'string' && isOwnApi(input)) headers.set('Authorization', `Bearer ${token}`);
      return fetch(input, { ...init, headers });
    },
  });
}
