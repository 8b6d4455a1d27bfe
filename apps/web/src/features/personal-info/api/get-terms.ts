import type { TLanguage, TTermsType } from '@hospedar/contracts/constants';
import type { TGetTermsResponse } from '@hospedar/contracts/terms/get-terms';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/terms?type&textOnly=true&language: the hotel's terms of use (1) or privacy policy (2), as text. */
export function getTermsText(type: TTermsType, language: TLanguage): Promise<TGetTermsResponse> {
  return apiRequest<TGetTermsResponse>('/api/terms', { query: { type, textOnly: true, language } });
}
