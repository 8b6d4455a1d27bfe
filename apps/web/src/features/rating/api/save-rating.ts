import type { TSaveRatingRequest, TSaveRatingResponse } from '@hospedar/contracts/rating/save-rating';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/rating (bearer): the verified guest's rating, once per reservation (409 after that). */
export function saveRating(request: TSaveRatingRequest): Promise<TSaveRatingResponse> {
  return apiRequest<TSaveRatingResponse>('/api/rating', { method: 'POST', body: request });
}
