import {
  isOrderDelivered,
  LOYALTY_PURCHASES_FOR_FREE,
  type LoyaltyOrder,
  type LoyaltyResponse,
} from '@greetly/domain';
import type { OrdersRepo } from './repo.ts';

/**
 * The buyer's earlier orders as the loyalty card reads them (decision 0030), oldest first: paid
 * orders, and unpaid ones that took a reward (so two orders placed together cannot both take the
 * same one). A cancelled order is left out: it earns nothing and gives its reward back.
 */
export async function previousOrdersOf(
  orders: OrdersRepo,
  buyerId: string,
): Promise<LoyaltyOrder[]> {
  const rows = (await orders.listByBuyer(buyerId)).reverse();
  const shipments = await orders.shipmentStatusesOfBuyer(buyerId);
  const result: LoyaltyOrder[] = [];
  for (const order of rows) {
    const used = order.loyalty_discount_kobo > 0;
    if (order.status === 'cancelled') continue;
    if (order.status !== 'paid' && !used) continue;
    const parts = shipments.filter((shipment) => shipment.order_id === order.id);
    const delivered = order.status === 'paid' && isOrderDelivered(parts.map((part) => part.status));
    // What was paid for the delivered shops' items: their items less their share of the discounts.
    const itemValueKobo = parts
      .filter((part) => part.status === 'delivered')
      .reduce((sum, part) => sum + Math.max(0, part.items_kobo - part.discount_kobo), 0);
    result.push({ delivered, usedLoyaltyReward: used, itemValueKobo });
  }
  return result;
}

/** The card as the buyer sees it: stamps towards the next reward, 0 to 4. */
export function loyaltyCard(previous: readonly LoyaltyOrder[]): LoyaltyResponse {
  const stamps = previous.filter(
    (order) => order.delivered && !order.usedLoyaltyReward && order.itemValueKobo > 0,
  ).length;
  const rewardsUsed = previous.filter((order) => order.usedLoyaltyReward).length;
  const onCard = Math.min(
    LOYALTY_PURCHASES_FOR_FREE,
    Math.max(0, stamps - rewardsUsed * LOYALTY_PURCHASES_FOR_FREE),
  );
  return {
    success: true,
    stamps: onCard,
    needed: LOYALTY_PURCHASES_FOR_FREE,
    rewardReady: onCard === LOYALTY_PURCHASES_FOR_FREE,
    rewardsUsed,
  };
}
