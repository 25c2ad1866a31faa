// Orders written straight into a database, as the buyer's checkout would leave them once paid:
// for the shops' side, tracking and the card's gift while the buyer's side is built alongside.
import { randomBytes } from 'node:crypto';
import type { OrderStatus } from '@greetly/domain';
import { formatOrderNumber } from '@greetly/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/platform/db/schema.ts';
import type { TestProduct, TestShop } from './catalogue.ts';

const newId = () => randomBytes(16).toString('base64url');

export interface OrderPart {
  shop: TestShop;
  lines: { product: TestProduct; quantity: number; unitPriceKobo: number }[];
  /** The shop's delivery fee; ₦2,000 unless given. */
  deliveryKobo?: number;
}

export interface TestOrder {
  id: string;
  number: string;
  totalKobo: number;
  paymentReference: string;
  /** In the order of `parts`. */
  shipments: { id: string; shopId: string; totalKobo: number }[];
}

let clock = Date.parse('2026-03-01T08:00:00.000Z');
/** Each order is a minute newer than the one before, so "newest first" is well defined. */
const nextInstant = () => {
  clock += 60_000;
  return new Date(clock).toISOString();
};

/**
 * An order of `buyer` with one shipment per part, its lines, stock taken from the products, its
 * payment (paid when the order is) and its history. No tax or discount: each part's total is its
 * items and delivery.
 */
export async function insertOrder(
  db: Kysely<Database>,
  input: {
    buyer: { id: string; email: string };
    parts: OrderPart[];
    status?: OrderStatus;
    cardId?: string | null;
    deliverOn?: string | null;
    shipName?: string;
  },
): Promise<TestOrder> {
  const status = input.status ?? 'paid';
  const at = nextInstant();
  const isPaid = status === 'paid';
  const paidAt = new Date(Date.parse(at) + 1000).toISOString();
  return db.transaction().execute(async (trx) => {
    const counter = await trx
      .updateTable('order_counter')
      .set((eb) => ({ value: eb('value', '+', 1) }))
      .where('name', '=', 'order')
      .returning('value')
      .executeTakeFirstOrThrow();
    const parts = input.parts.map((part) => {
      const itemsKobo = part.lines.reduce((sum, l) => sum + l.unitPriceKobo * l.quantity, 0);
      const deliveryKobo = part.deliveryKobo ?? 200_000;
      return { part, id: newId(), itemsKobo, deliveryKobo, totalKobo: itemsKobo + deliveryKobo };
    });
    const sum = (pick: (p: (typeof parts)[number]) => number) =>
      parts.reduce((total, p) => total + pick(p), 0);
    const orderId = newId();
    const totalKobo = sum((p) => p.totalKobo);
    await trx
      .insertInto('orders')
      .values({
        id: orderId,
        number: counter.value,
        buyer_id: input.buyer.id,
        buyer_email: input.buyer.email,
        status,
        delivery_option: input.cardId ? 'gift' : 'fast',
        gift_bag: 0,
        payment_method: 'card',
        coupon_id: null,
        coupon_code: null,
        card_id: input.cardId ?? null,
        deliver_on: input.deliverOn ?? null,
        ship_name: input.shipName ?? 'Chidi Okafor',
        ship_phone: '+2348098765432',
        ship_street: '12 Admiralty Way',
        ship_city: 'Lekki',
        ship_state: 'Lagos',
        ship_country: 'Nigeria',
        items_kobo: sum((p) => p.itemsKobo),
        delivery_kobo: sum((p) => p.deliveryKobo),
        gift_bag_kobo: 0,
        coupon_discount_kobo: 0,
        loyalty_discount_kobo: 0,
        discount_kobo: 0,
        tax_kobo: 0,
        total_kobo: totalKobo,
        currency: 'NGN',
        reserved_until: at,
        paid_at: isPaid ? paidAt : null,
        cancelled_at: status === 'cancelled' ? at : null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    for (const [position, p] of parts.entries()) {
      await trx
        .insertInto('shipments')
        .values({
          id: p.id,
          position,
          order_id: orderId,
          shop_id: p.part.shop.id,
          shop_name: p.part.shop.name,
          status: 'pending',
          items_kobo: p.itemsKobo,
          delivery_kobo: p.deliveryKobo,
          gift_bag_kobo: 0,
          discount_kobo: 0,
          tax_kobo: 0,
          total_kobo: p.totalKobo,
          dispatch_note: null,
          tracking_url: null,
          cancel_reason: null,
          refund_status: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
      for (const [linePosition, line] of p.part.lines.entries()) {
        await trx
          .insertInto('order_lines')
          .values({
            id: newId(),
            position: linePosition,
            order_id: orderId,
            shipment_id: p.id,
            product_id: line.product.id,
            product_ref: line.product.ref,
            title: line.product.title,
            unit_price_kobo: line.unitPriceKobo,
            quantity: line.quantity,
            line_total_kobo: line.unitPriceKobo * line.quantity,
            free_units: 0,
          })
          .execute();
        await trx
          .updateTable('products')
          .set((eb) => ({ stock: eb('stock', '-', line.quantity) }))
          .where('id', '=', line.product.id)
          .execute();
      }
    }
    const paymentReference = `GRT-${newId().replace(/[^A-Za-z0-9]/g, '')}`;
    await trx
      .insertInto('payments')
      .values({
        id: newId(),
        purpose: 'order',
        target_id: orderId,
        payer_id: input.buyer.id,
        credits: null,
        refund_reason: null,
        provider: 'paystack',
        reference: paymentReference,
        amount_kobo: totalKobo,
        currency: 'NGN',
        status: isPaid ? 'paid' : 'initialized',
        redirect_url: null,
        paid_at: isPaid ? paidAt : null,
        refunded_kobo: 0,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await trx
      .insertInto('order_history')
      .values({
        id: newId(),
        order_id: orderId,
        shipment_id: null,
        from_status: null,
        to_status: 'pending_payment',
        actor: 'buyer',
        actor_id: input.buyer.id,
        note: null,
        at,
      })
      .execute();
    if (isPaid) {
      await trx
        .insertInto('order_history')
        .values({
          id: newId(),
          order_id: orderId,
          shipment_id: null,
          from_status: 'pending_payment',
          to_status: 'paid',
          actor: 'provider',
          actor_id: null,
          note: `Paid with reference ${paymentReference}`,
          at: paidAt,
        })
        .execute();
    }
    return {
      id: orderId,
      number: formatOrderNumber(counter.value),
      totalKobo,
      paymentReference,
      shipments: parts.map((p) => ({ id: p.id, shopId: p.part.shop.id, totalKobo: p.totalKobo })),
    };
  });
}

/** An account of `app` that owns a shop (approved) and holds the vendor role. */
export async function giveShop(
  db: Kysely<Database>,
  ownerId: string,
  name: string,
): Promise<TestShop> {
  const now = new Date().toISOString();
  const id = newId();
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id
    .slice(0, 6)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')}`;
  await db
    .insertInto('user_roles')
    .values({ user_id: ownerId, role: 'vendor', granted_at: now })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  await db
    .insertInto('shops')
    .values({
      id,
      owner_id: ownerId,
      business_name: name,
      business_type: 'Gift Shop',
      description: 'Gifts for every occasion, wrapped with care.',
      country_city: 'Nigeria, Lagos',
      delivery_country: 'Nigeria',
      created_at: now,
      updated_at: now,
      status: 'approved',
      slug,
      review_reason: null,
      reviewed_by: null,
      reviewed_at: now,
      submitted_at: now,
      is_demo: 0,
    })
    .execute();
  return { id, ownerId, slug, name, status: 'approved' };
}
