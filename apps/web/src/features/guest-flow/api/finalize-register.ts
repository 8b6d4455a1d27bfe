import type {
  TFinalizeRegisterRequest,
  TFinalizeRegisterResponse,
} from '@hospedar/contracts/guests/finalize-register';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/clients/finalize-register (bearer): finalizes the guest's FNRH and sends it to the hotel. */
export function finalizeRegister(request: TFinalizeRegisterRequest): Promise<TFinalizeRegisterResponse> {
  return apiRequest<TFinalizeRegisterResponse>('/api/clients/finalize-register', {
    method: 'POST',
    body: request,
  });
}
