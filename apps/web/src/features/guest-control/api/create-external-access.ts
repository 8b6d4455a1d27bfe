import type {
  TExternalAccessRequest,
  TExternalAccessResponse,
} from '@hospedar/contracts/guest-control/external-access';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/companies/guest-control/external-access: a 30-minute signed access to the hotel's page. The
 * guest's token goes along when there is one; the API alone decides whose identity the access carries.
 */
export function createExternalAccess(request: TExternalAccessRequest): Promise<TExternalAccessResponse> {
  return apiRequest<TExternalAccessResponse>('/api/companies/guest-control/external-access', {
    method: 'POST',
    body: request,
  });
}
