import {
  CHECKOUT_CART_EMPTY,
  type CheckoutFees,
  COUPON_MESSAGES,
  formatOrderNumber,
  type OrderQuote,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
} from '@greetly/domain';
import type { Insertable } from 'kysely';
import type { OrderLineTable, ShipmentTable } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { IdempotencyClaim } from '../../platform/http/idempotency.ts';
import { newId } from '../../platform/lib/ids.ts';
import { type Account, lockAccount } from '../accounts/index.ts';
import type { CartLineRow } from './cart/repo.ts';
import { type PricedCart, priceCartLines, refuseUndeliverable } from './checkout/quote-service.ts';
import {
  clockOf,
  type OrderDeps,
  RESERVATION_MS,
  UNITS_PER_GIFT_MAX,
  UNPAID_ORDERS_MAX,
} from './deps.ts';
import { giftDeliveryDay } from './gift-card.ts';
import { orderJobKeys, releaseStockJob } from './job-types.ts';
import { previousOrdersOf } from './loyalty.ts';
import { startPayment } from './payment-service.ts';
import type { OrderRow } from './repo.ts';
import type { OrderStore } from './store.ts';
import { orderViewOf } from './view.ts';

export const PAYMENTS_UNAVAILABLE = 'Payments are not available right now. Please try again later.';

const outOfStock = (row: CartLineRow) =>
  new AppError(
    'out_of_stock',
    row.stock <= 0
      ? `${row.title} is sold out. Remove it from your cart to place your order.`
      : `Only ${row.stock} of ${row.title} left. Lower the quantity in your cart to place your order.`,
  );

/**
 * The cart's listed lines, each in full: the cart never holds more than the stock when a line is
 * set, so a line wanting more now means the gift ran out since, and the buyer must choose again
 * (nothing is silently sold short). Lines no longer listed stay in the cart, unbought.
 */
function linesToBuy(lines: readonly CartLineRow[]): CartLineRow[] {
  const rows = lines.filter((row) => row.listed === 1);
  if (rows.length === 0) throw new AppError('cart_empty', CHECKOUT_CART_EMPTY);
  const short = rows.find((row) => row.quantity > row.stock);
  if (short) throw outOfStock(short);
  return rows;
}

/**
 * Unpaid orders hold stock, so one buyer may not hold it all (decision 0042): at most
 * UNPAID_ORDERS_MAX unpaid orders at once, a gift in one of them only, and UNITS_PER_GIFT_MAX of
 * a gift per order. Called after the buyer's row is locked, so two placings cannot both pass.
 */
async function refuseHoarding(
  store: OrderStore,
  buyerId: string,
  rows: readonly CartLineRow[],
  at: string,
): Promise<void> {
  const tooMany = rows.find((row) => row.quantity > UNITS_PER_GIFT_MAX);
  if (tooMany) {
    throw new AppError(
      'unpaid_orders_limit',
      `One order can hold at most ${UNITS_PER_GIFT_MAX} of ${tooMany.title}. Lower the quantity in your cart.`,
    );
  }
  const holds = await store.orders.unpaidHoldsOf(buyerId, at);
  const held = holds.find((hold) => rows.some((row) => row.product_id === hold.product_id));
  if (held) {
    throw new AppError(
      'unpaid_orders_limit',
      `Your order ${formatOrderNumber(held.number)} is waiting for payment with ${held.title} in it. Pay it or cancel it before ordering it again.`,
    );
  }
  if (new Set(holds.map((hold) => hold.id)).size >= UNPAID_ORDERS_MAX) {
    throw new AppError(
      'unpaid_orders_limit',
      `You have ${UNPAID_ORDERS_MAX} orders waiting for payment. Pay or cancel one of them first.`,
    );
  }
}

/** The shops' parts and the lines of a new order, from its quote. */
function partsOf(orderId: string, priced: PricedCart, now: string) {
  const { quote, rows } = priced;
  const shipmentIds = new Map(quote.shops.map((shop) => [shop.shopId, newId()]));
  const shipments: Insertable<ShipmentTable>[] = quote.shops.map((shop, position) => ({
    id: shipmentIds.get(shop.shopId) as string,
    order_id: orderId,
    position,
    shop_id: shop.shopId,
    shop_name: rows.find((row) => row.shop_id === shop.shopId)?.shop_name ?? '',
    status: 'pending',
    items_kobo: shop.itemsKobo,
    delivery_kobo: shop.deliveryKobo,
    gift_bag_kobo: shop.giftBagKobo,
    discount_kobo: shop.discountKobo,
    tax_kobo: shop.taxKobo,
    total_kobo: shop.totalKobo,
    created_at: now,
    updated_at: now,
  }));
  const lines: Insertable<OrderLineTable>[] = quote.lines.map((line, index) => {
    const row = rows[index] as CartLineRow;
    return {
      id: newId(),
      order_id: orderId,
      shipment_id: shipmentIds.get(line.shopId) as string,
      product_id: line.productId,
      product_ref: row.ref,
      title: row.title,
      unit_price_kobo: line.unitPriceKobo,
      quantity: line.qty,
      line_total_kobo: line.lineTotalKobo,
      free_units: quote.loyalty?.lineIndex === index ? 1 : 0,
      position: index,
    };
  });
  return { shipments, lines };
}

function orderRowOf(
  input: { id: string; number: number; buyer: Account; request: PlaceOrderRequest },
  priced: PricedCart,
  couponId: string | null,
  deliverOn: string | null,
  now: Date,
): OrderRow {
  const { request } = input;
  const quote: OrderQuote = priced.quote;
  const at = now.toISOString();
  return {
    id: input.id,
    number: input.number,
    buyer_id: input.buyer.id,
    buyer_email: input.buyer.email,
    status: 'pending_payment',
    delivery_option: request.deliveryOption,
    gift_bag: request.giftBag ? 1 : 0,
    payment_method: request.paymentMethod,
    coupon_id: couponId,
    coupon_code: couponId ? priced.enteredCode : null,
    card_id: request.cardId ?? null,
    deliver_on: deliverOn,
    ship_name: request.address.name,
    ship_phone: request.address.phone,
    ship_street: request.address.street,
    ship_city: request.address.city,
    ship_state: request.address.state,
    ship_country: request.address.country,
    items_kobo: quote.itemsKobo,
    delivery_kobo: quote.deliveryKobo,
    gift_bag_kobo: quote.giftBagKobo,
    coupon_discount_kobo: quote.couponDiscountKobo,
    loyalty_discount_kobo: quote.loyaltyDiscountKobo,
    discount_kobo: quote.discountKobo,
    tax_kobo: quote.taxKobo,
    total_kobo: quote.totalKobo,
    currency: 'NGN',
    reserved_until: new Date(now.getTime() + RESERVATION_MS).toISOString(),
    paid_at: null,
    cancelled_at: null,
    created_at: at,
    updated_at: at,
  };
}

/**
 * Everything placing writes, in the caller's transaction: the stock taken (products in id order,
 * so two placings never wait on each other crosswise), the order priced as the quote prices it,
 * its number, shops' parts and lines, its history, the coupon's use, the address book, the cart
 * without the bought lines, and the job that releases the stock if it is not paid in time.
 */
async function writeOrder(
  store: OrderStore,
  buyer: Account,
  request: PlaceOrderRequest,
  now: Date,
  fees: CheckoutFees | undefined,
  claim: IdempotencyClaim | undefined,
): Promise<OrderRow> {
  const at = now.toISOString();
  const id = newId();
  // First: a second request with the same key waits here for the first's commit, then fails.
  if (claim) await store.recordIdempotencyKey(claim, id);
  // Then one placing per buyer at a time: a second one (a double tap, a retry without a key)
  // waits here and then reads the cart this one emptied, so one cart makes one order.
  await lockAccount(store.db, buyer.id);
  const deliverOn = request.cardId
    ? await giftDeliveryDay(store.links, buyer, { ...request, cardId: request.cardId }, now)
    : null;
  const rows = linesToBuy(await store.cart.linesOf(buyer.id));
  await refuseHoarding(store, buyer.id, rows, at);
  await refuseUndeliverable(store.cart, rows, request.address);
  for (const row of [...rows].sort((a, b) => (a.product_id < b.product_id ? -1 : 1))) {
    if (!(await store.orders.reserveStock(row.product_id, row.quantity, at))) {
      // Another order took it between reading the cart and this update.
      throw new AppError(
        'out_of_stock',
        `${row.title} ran out while you were ordering. Check your cart and try again.`,
      );
    }
  }
  const priced = await priceCartLines(
    {
      cart: store.cart,
      coupons: store.coupons,
      previousOrders: (userId) => previousOrdersOf(store.orders, userId),
      ...(fees ? { fees } : {}),
      now: () => now,
    },
    buyer.id,
    request,
    rows,
    (couponId) => store.links.lockCoupon(couponId),
  );
  const coupon = priced.quote.coupon;
  if (priced.enteredCode !== null && coupon?.ok !== true) {
    const message = coupon && !coupon.ok ? coupon.message : COUPON_MESSAGES.invalid;
    throw new AppError('validation_failed', message, [{ path: 'couponCode', message }]);
  }
  const couponId = priced.enteredCode !== null ? priced.couponId : null;
  const number = await store.orders.nextOrderNumber();
  const order = orderRowOf({ id, number, buyer, request }, priced, couponId, deliverOn, now);
  const { shipments, lines } = partsOf(id, priced, at);
  await store.orders.insertOrder(order, shipments, lines, { actor: 'buyer', actorId: buyer.id });
  if (couponId) await store.links.redeemCoupon(couponId, buyer.id, id, at);
  await store.addresses.saveUsed(buyer.id, request.address, at);
  await store.orders.removeFromCart(
    buyer.id,
    rows.map((row) => row.product_id),
  );
  await store.enqueue(
    {
      definition: releaseStockJob,
      payload: { orderId: id },
      dueAt: new Date(order.reserved_until),
      key: orderJobKeys.release(id),
    },
    now,
  );
  return order;
}

/**
 * Places the buyer's cart as an order (one transaction: nothing is kept when any part fails,
 * out_of_stock above all), then starts its payment. A provider that cannot be reached leaves the
 * order placed with `payment: null`: its page offers to pay again while the stock is held.
 */
export async function placeOrder(
  deps: OrderDeps,
  buyer: Account,
  request: PlaceOrderRequest,
  /** The request's idempotency key, recorded with the order (http/idempotency.ts). */
  claim?: IdempotencyClaim,
): Promise<PlaceOrderResponse> {
  if (!deps.provider) throw new AppError('payment_unavailable', PAYMENTS_UNAVAILABLE);
  const now = clockOf(deps);
  const order = await deps.store.transaction((store) =>
    writeOrder(store, buyer, request, now, deps.fees, claim),
  );
  const payment = await startPayment(deps, order).catch((error: unknown) => {
    deps.log.warn({ err: error, order: order.number }, 'the payment of a new order did not start');
    return null;
  });
  return {
    success: true,
    order: await orderViewOf(deps.store, order, now),
    payment: payment && { redirectUrl: payment.redirectUrl },
  };
}
