import type {
  TGetInitialConfigQuery,
  TGetInitialConfigResponse,
} from '@hospedar/contracts/config/get-initial-config';
import { ApiError, apiRequest } from '../../api-client.ts';

/**
 * A light structural check of the answer (the API validates it with the contracts' schema; the
 * theme is parsed field by field anyway): enough to never crash on a wrong body, without zod here.
 */
export function looksLikeInitialConfig(value: unknown): value is TGetInitialConfigResponse {
  if (typeof value !== 'object' || value === null) return false;
  const { company, today, language } = value as Record<string, unknown>;
  if (typeof company !== 'object' || company === null) return false;
  const c = company as Record<string, unknown>;
  return (
    typeof c.companyId === 'string' &&
    typeof c.hotel === 'object' &&
    c.hotel !== null &&
    typeof c.welcomeRules === 'object' &&
    c.welcomeRules !== null &&
    typeof c.rules === 'object' &&
    c.rules !== null &&
    Array.isArray(c.languages) &&
    typeof c.newPortalEnabled === 'boolean' &&
    typeof today === 'string' &&
    typeof language === 'string'
  );
}

/** GET /api/config: the hotel (from the Host header), plus the reservation and guest when given. */
export async function getInitialConfig(
  query: TGetInitialConfigQuery,
  signal?: AbortSignal,
): Promise<TGetInitialConfigResponse> {
  const data = await apiRequest<unknown>('/api/config', { query, signal });
  if (!looksLikeInitialConfig(data)) {
    throw new ApiError(500, { code: 'INTERNAL_ERROR', message: 'Unexpected configuration response' });
  }
  return data;
}
