import type { TLanguage, TTermsType } from '@hospedar/contracts/constants';
import type { TGetTermsResponse } from '@hospedar/contracts/terms/get-terms';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/terms?type&language: the hotel's terms of use (1) or privacy policy (2), as sanitized HTML. */
export function getTermsHtml(
  type: TTermsType,
  language: TLanguage,
  signal?: AbortSignal,
): Promise<TGetTermsResponse> {
  return apiRequest<TGetTermsResponse>('/api/terms', { query: { type, language }, signal });
}
