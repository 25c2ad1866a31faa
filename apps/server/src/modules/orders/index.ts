// The orders module's entry: the only file other modules and the composition root import.
export { cartRoutes } from './cart/routes.ts';
export { checkoutRoutes } from './checkout/routes.ts';
export { fulfilmentJobHandlers } from './fulfilment/jobs.ts';
export { fulfilmentRoutes } from './fulfilment/routes.ts';
export { orderJobHandlers } from './jobs.ts';
export { orderRoutes } from './routes.ts';
export { orderSubscriptions } from './subscriptions.ts';
