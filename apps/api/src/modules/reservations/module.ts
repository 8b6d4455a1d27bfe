import type { ApiModule } from '../module.ts';
import { reservationRoutes } from './routes.ts';
import { createReservationService } from './service.ts';

export const reservationsModule: ApiModule = async (api, deps) => {
  await api.register(reservationRoutes, { reservationService: createReservationService({ db: deps.db }) });
};
