import type { ApiModule } from '../module.ts';
import { createFnrhDigitalGuestCheck } from './guest-check.ts';
import { fnrhDigitalGuestRoutes } from './guest-check-routes.ts';

/** FNRH Digital's routes under /api: the guest's check before finishing (decision 185). */
export const fnrhDigitalModule: ApiModule = async (api, { db }) => {
  await api.register(fnrhDigitalGuestRoutes, { guestCheck: createFnrhDigitalGuestCheck({ db }) });
};
