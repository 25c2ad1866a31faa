import { z } from 'zod';
import { defineJob } from '../../platform/jobs/definition.ts';

const id = z.string().min(1).max(64);

/** Cancels an order still unpaid when its stock reservation ends, and releases the stock. */
export const releaseStockJob = defineJob('order.release-stock', z.object({ orderId: id }));

/** "Your order GR-000123 is confirmed", to the buyer. */
export const orderConfirmedMailJob = defineJob('order.confirmed-mail', z.object({ orderId: id }));

/** "New order GR-000123", to one shop's owner, with only that shop's part. */
export const newShopOrderMailJob = defineJob(
  'order.new-shop-order-mail',
  z.object({ shipmentId: id }),
);

/** One job per purpose: enqueueing the same key again (a repeat, a race) adds nothing. */
export const orderJobKeys = {
  release: (orderId: string) => `order:${orderId}:release-stock`,
  confirmed: (orderId: string) => `order:${orderId}:confirmed-mail`,
  newShopOrder: (shipmentId: string) => `shipment:${shipmentId}:new-order-mail`,
};
