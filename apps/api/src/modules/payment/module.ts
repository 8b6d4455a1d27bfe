import type { ApiModule } from '../module.ts';
import { cardRoutes } from './card-routes.ts';
import { createCardService } from './card-service.ts';
import { orderRoutes } from './order-routes.ts';
import { createOrderService } from './order-service.ts';
import { payRoutes } from './pay-routes.ts';
import { createPayService } from './pay-service.ts';

/**
 * The payment guarantee (issue 14, decisions 95-99): the reservation's order, the payment access tokens,
 * payments through the hotel's processor (only through the PaymentProcessor interface) and the wallet.
 */
export const paymentModule: ApiModule = async (api, deps) => {
  const { db, clock, payments: processors } = deps;
  const accessKey = deps.secrets.paymentAccessKey;
  await api.register(orderRoutes, { orderService: createOrderService({ db, clock, key: accessKey }) });
  await api.register(payRoutes, { payService: createPayService({ db, clock, processors, accessKey }) });
  await api.register(cardRoutes, { cardService: createCardService({ db, clock, processors, accessKey }) });
};
