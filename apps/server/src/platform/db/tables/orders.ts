import type { DeliveryOption, FulfilmentStatus, OrderStatus, PaymentMethod } from '@greetly/domain';
import type { Generated } from 'kysely';
import type { IsoTime } from './time.ts';

// The tables of orders (cart, coupons, orders, shipments, addresses), as migrated (test/schema-types.test.ts holds them to it).

/** A line of a signed-in account's cart (migration 0013). */
export interface CartItemTable {
  user_id: string;
  product_id: string;
  /** 1 to 100,000; it may exceed the product's stock when the stock fell after it was chosen. */
  quantity: number;
  /** The product's price when the buyer last chose the quantity (the cart says when it changed). */
  price_when_added_kobo: number;
  added_at: IsoTime;
  updated_at: IsoTime;
}

/** A coupon an admin created (migration 0014); its code is trimmed and upper-case. */
export interface CouponTable {
  id: string;
  code: string;
  kind: 'percent' | 'fixed';
  /** 1 to 100 for 'percent', else null. */
  percent: number | null;
  /** Kobo off for 'fixed', else null. */
  amount_kobo: number | null;
  min_order_kobo: number;
  starts_at: IsoTime;
  /** Null: never expires. */
  ends_at: IsoTime | null;
  /** Null: no limit across all buyers. */
  max_uses_total: number | null;
  max_uses_per_user: number;
  /** 0 once an admin deactivated it: it is then refused like an unknown code. */
  active: number;
  created_by: string | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** One use of a coupon by a buyer (migration 0014); the order is recorded by the order feature. */
export interface CouponRedemptionTable {
  id: string;
  coupon_id: string;
  user_id: string;
  order_id: string | null;
  redeemed_at: IsoTime;
}

/** The last order number given (migration 0015): one row, name 'order'. */
export interface OrderCounterTable {
  name: string;
  value: number;
}

/** What a buyer pays once (migration 0015); each shop's part is a shipment. Money in kobo. */
export interface OrderTable {
  id: string;
  /** The n of GR-00000n. */
  number: number;
  buyer_id: string;
  buyer_email: string;
  status: OrderStatus;
  delivery_option: DeliveryOption;
  gift_bag: number;
  payment_method: PaymentMethod;
  coupon_id: string | null;
  coupon_code: string | null;
  /** A gift that travels with this card, delivered on `deliver_on` (YYYY-MM-DD, the card's day). */
  card_id: string | null;
  deliver_on: string | null;
  ship_name: string;
  ship_phone: string;
  ship_street: string;
  ship_city: string;
  ship_state: string;
  ship_country: string;
  items_kobo: number;
  delivery_kobo: number;
  gift_bag_kobo: number;
  coupon_discount_kobo: number;
  loyalty_discount_kobo: number;
  discount_kobo: number;
  tax_kobo: number;
  total_kobo: number;
  currency: string;
  /** Stock is held until then; an order still unpaid is cancelled and its stock released. */
  reserved_until: IsoTime;
  paid_at: IsoTime | null;
  cancelled_at: IsoTime | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** One shop's part of an order, fulfilled by that shop. */
export interface ShipmentTable {
  id: string;
  order_id: string;
  shop_id: string;
  shop_name: string;
  /** Its place in the order (the cart's order of shops); 0 unless given. */
  position: Generated<number>;
  status: FulfilmentStatus;
  items_kobo: number;
  delivery_kobo: number;
  gift_bag_kobo: number;
  discount_kobo: number;
  tax_kobo: number;
  total_kobo: number;
  dispatch_note: string | null;
  tracking_url: string | null;
  cancel_reason: string | null;
  refund_status: 'pending' | 'processed' | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** A line of an order: the title and price the buyer paid. */
export interface OrderLineTable {
  id: string;
  order_id: string;
  shipment_id: string;
  product_id: string;
  product_ref: string;
  title: string;
  unit_price_kobo: number;
  quantity: number;
  line_total_kobo: number;
  /** Units the loyalty card paid for (0 or 1). */
  free_units: number;
  /** Its place in the order (the cart's order of lines); 0 unless given. */
  position: Generated<number>;
}

export type OrderActor = 'buyer' | 'vendor' | 'admin' | 'system' | 'provider';

/** Every status change of an order (shipment_id null) or of one shop's part. */
export interface OrderHistoryTable {
  id: string;
  order_id: string;
  shipment_id: string | null;
  from_status: string | null;
  to_status: string;
  actor: OrderActor;
  actor_id: string | null;
  note: string | null;
  at: IsoTime;
}

/** A buyer's saved shipping address. */
export interface AddressTable {
  id: string;
  user_id: string;
  name: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  country: string;
  created_at: IsoTime;
  last_used_at: IsoTime;
}
