import type {
  CardPaidWith,
  CardPriceKind,
  CardReportReason,
  DeliveryOption,
  FulfilmentStatus,
  OrderStatus,
  PaymentMethod,
  ProductCategory,
  ProductStatus,
  ShopStatus,
} from '@greetly/domain';
import type { Generated } from 'kysely';

/** Times are stored as UTC instants in ISO-8601 text (sortable, identical on both databases). */
export type IsoTime = string;

export interface NewsletterSubscriptionTable {
  id: string;
  email: string;
  created_at: IsoTime;
}

export interface UserTable {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  /** scrypt hash; null for an account that only signs in through an identity provider. */
  password_hash: string | null;
  email_verified_at: IsoTime | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface SessionTable {
  id: string;
  user_id: string;
  /** SHA-256 of the bearer token, hex; the token itself is never stored. */
  token_hash: string;
  created_at: IsoTime;
  expires_at: IsoTime;
  revoked_at: IsoTime | null;
  /** SHA-256 of the client address the session was opened from (known places may sign in past a soft limit). */
  client_hash: string | null;
}

export type EmailTokenPurpose = 'verify_email' | 'reset_password';

export interface EmailTokenTable {
  id: string;
  user_id: string;
  purpose: EmailTokenPurpose;
  token_hash: string;
  created_at: IsoTime;
  expires_at: IsoTime;
  used_at: IsoTime | null;
}

export type Role = 'gifter' | 'vendor' | 'admin';

/** The roles a user holds: any set of them (a vendor may send cards, an admin is also a user). */
export interface UserRoleTable {
  user_id: string;
  role: Role;
  granted_at: IsoTime;
}

/** A way to sign in other than the password: a provider's account (provider, subject) of a user. */
export interface IdentityTable {
  id: string;
  user_id: string;
  /** e.g. 'google', 'apple'. */
  provider: string;
  /** The provider's stable id of the account ('sub' in OpenID Connect). */
  subject: string;
  /** The address the provider reported, when it did. */
  email: string | null;
  created_at: IsoTime;
}

/** A shop (table `shops`, `vendor_profiles` until migration 0024): owned by a user, who may run several. */
export interface ShopTable {
  id: string;
  owner_id: string;
  business_name: string;
  business_type: string;
  description: string;
  country_city: string;
  delivery_country: string;
  created_at: IsoTime;
  updated_at: IsoTime;
  /** The shop's review: pending until an admin approves or rejects it. */
  status: ShopStatus;
  /** The shop's public address part (`/shops/<slug>`), unique. */
  slug: string;
  review_reason: string | null;
  reviewed_by: string | null;
  reviewed_at: IsoTime | null;
  /** When the shop was last sent for review (first save, or a save after a rejection). */
  submitted_at: IsoTime;
  /** 1 for `npm run seed:demo`'s shops. */
  is_demo: number;
}

/** A shop's product (docs/decisions/0027-shops-and-products.md). */
export interface ProductTable {
  id: string;
  /** 10 lower-case letters and digits: the public reference in its address. */
  ref: string;
  shop_id: string;
  /** A copy of the shop's business name (search covers it). */
  shop_name: string;
  title: string;
  category: ProductCategory;
  description: string;
  price_kobo: number;
  stock: number;
  lead_time_days: number;
  status: ProductStatus;
  /** 1 while published and the shop approved: shown in the marketplace. */
  listed: number;
  is_demo: number;
  published_at: IsoTime | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface ProductPhotoTable {
  product_id: string;
  /** 0-based order; the first photo is the one grids show. */
  position: number;
  media_id: string;
}

export interface ProductDeliveryAreaTable {
  product_id: string;
  position: number;
  country: string;
  city: string;
  /** `city` trimmed and lower-cased; '' for the whole country. */
  city_key: string;
}

export interface RateLimitTable {
  key: string;
  count: number;
  expires_at: IsoTime;
}

export interface MediaTable {
  id: string;
  owner_id: string;
  kind: 'image' | 'voice';
  content_type: string;
  byte_size: number;
  /** Seconds, for voice notes. */
  duration_seconds: number | null;
  width: number | null;
  height: number | null;
  created_at: IsoTime;
}

export interface MediaBlobTable {
  media_id: string;
  data: Buffer;
}

export type CardStatus =
  | 'waiting'
  | 'awaiting_payment'
  | 'scheduled'
  | 'sending'
  | 'sent'
  | 'opened'
  | 'failed'
  | 'cancelled';

export interface CardTable {
  id: string;
  user_id: string;
  /** SHA-256 (hex) of the secret in the recipient's link /c/<token> (256 random bits). */
  link_token_hash: string;
  /** The token itself, kept only until the card's e-mail is out (retries send the same link). */
  link_token: string | null;
  template_id: number;
  recipient_name: string;
  recipient_email: string;
  /** 1 when the sender chose to stay anonymous (integer for both databases). */
  is_anonymous: number;
  sender_name: string;
  sender_email: string;
  font_family: string | null;
  font_size: string | null;
  text_color: string;
  effect: string;
  message: string;
  music_url: string;
  quote: string;
  image_id: string | null;
  voice_note_id: string | null;
  /** JSON: the stickers on the card's face, as the API checked them (migration 0016). */
  stickers: Generated<string>;
  /** The wall-clock choice, kept to show and edit it as chosen; null when sent now. */
  timezone: string | null;
  schedule_date: string | null;
  schedule_time: string | null;
  send_at: IsoTime;
  status: CardStatus;
  /** How the card was priced (migration 0018, decision 0034); null: made before plans. */
  price_kind: CardPriceKind | null;
  price_kobo: Generated<number>;
  paid_with: CardPaidWith | null;
  failure_reason: string | null;
  sent_at: IsoTime | null;
  opened_at: IsoTime | null;
  reply_text: string | null;
  replied_at: IsoTime | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export type JobStatus = 'pending' | 'running' | 'done' | 'failed' | 'cancelled';

/**
 * One piece of background work (a card to deliver, an account mail, a sweep), durably: workers
 * claim due rows under a lease, run the handler registered for the type, and record the outcome.
 */
export interface JobTable {
  id: string;
  type: string;
  /** JSON, checked against the type's zod schema when enqueued and when run. */
  payload: string;
  status: JobStatus;
  due_at: IsoTime;
  attempts: number;
  max_attempts: number;
  lease_until: IsoTime | null;
  /** The claim holding the job: worker id and claim round, so a late update of a lost claim changes nothing. */
  locked_by: string | null;
  last_error: string | null;
  /** Enqueueing the same key twice adds one job (long keys are hashed to fit). */
  idempotency_key: string | null;
  /** What the handler reported, e.g. the Message-ID the relay gave a mail. */
  result: string | null;
  created_at: IsoTime;
  updated_at: IsoTime;
  finished_at: IsoTime | null;
}

/** A recipient's refusal of cards: from one sending account, or from every sender ('*'). */
export interface CardOptOutTable {
  /** The recipient's address, trimmed and lower-case. */
  recipient_email: string;
  /** The sending account's user id, or ALL_SENDERS ('*'). */
  sender_id: string;
  created_at: IsoTime;
}

/** A secret the server signs links with (opt-out links), made at random on first use. */
export interface SigningKeyTable {
  name: string;
  /** 32 random bytes, base64url. */
  secret: string;
  created_at: IsoTime;
}

/** A recipient's report of a card (docs/decisions/0016-card-page.md). */
export interface CardReportTable {
  id: string;
  card_id: string;
  reason: CardReportReason;
  details: string;
  created_at: IsoTime;
}

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

export type PaymentStatus = 'initialized' | 'paid' | 'failed' | 'abandoned' | 'refunded';

/** What a payment pays for: an order, a ₦800 card, or a pack of credits (decision 0041). */
export type PaymentPurpose = 'order' | 'card' | 'pack';

/**
 * The one payments ledger (migration 0023): each attempt at paying toward a target through a
 * provider, by a unique reference. Several payers may pay toward one target.
 */
export interface PaymentTable {
  id: string;
  purpose: PaymentPurpose;
  /** The order's or the card's id; null for a pack (and for a card since deleted). */
  target_id: string | null;
  payer_id: string;
  /** The credits a pack gives; null otherwise. */
  credits: number | null;
  provider: string;
  reference: string;
  amount_kobo: number;
  currency: string;
  status: PaymentStatus;
  redirect_url: string | null;
  paid_at: IsoTime | null;
  refunded_kobo: Generated<number>;
  /** Why a whole refund was asked for (its target could not take the money); null until then. */
  refund_reason: string | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** A provider event already applied, by a unique key. */
export interface PaymentEventTable {
  key: string;
  reference: string;
  event: string;
  received_at: IsoTime;
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

export type CardActor = 'sender' | 'recipient' | 'system' | 'provider';

/** Every status change of a card after it was made (migration 0022). */
export interface CardHistoryTable {
  id: Generated<number>;
  card_id: string;
  from_status: CardStatus;
  to_status: CardStatus;
  actor: CardActor;
  actor_id: string | null;
  note: string | null;
  at: IsoTime;
}

export type ShopActor = 'vendor' | 'admin';

/** Every status change of a shop (product_id null) or of one of its products (migration 0022). */
export interface ShopHistoryTable {
  id: Generated<number>;
  shop_id: string;
  product_id: string | null;
  from_status: ShopStatus | ProductStatus;
  to_status: ShopStatus | ProductStatus;
  actor: ShopActor;
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

export type CardCreditReason = 'pack' | 'referral' | 'loyalty' | 'card' | 'card_refund';

/** One change of an account's card credits (migration 0017): +n granted, -1 spent on a card. */
export interface CardCreditTable {
  id: string;
  user_id: string;
  delta: number;
  reason: CardCreditReason;
  /** Unique: the same grant or spend is written once. */
  key: string;
  card_id: string | null;
  note: string | null;
  created_at: IsoTime;
}

/** An account's personal referral code (migration 0019), made on its first ask. */
export interface ReferralCodeTable {
  user_id: string;
  /** Unique: the `ref` of the account's sign-up link. */
  code: string;
  created_at: IsoTime;
}

/** Who signed up through whose link (migration 0019); rewarded once, when `rewarded_at` is set. */
export interface ReferralTable {
  referred_user_id: string;
  referrer_id: string;
  created_at: IsoTime;
  rewarded_at: IsoTime | null;
}

/** The one row that health checks overwrite (migration 0004): a committed write proves the database takes one. */
export interface HealthCheckTable {
  id: number;
  checked_at: IsoTime;
}

/**
 * One row whose version moves with every change to the listed catalogue (migration 0012, kept by
 * triggers): the marketplace's answer cache is good while it stays the same.
 */
export interface CatalogueVersionTable {
  id: number;
  version: string | number;
}

/** A create request's idempotency key and, once sent, its answer (migration 0020). */
export interface IdempotencyKeyTable {
  account_id: string;
  key: string;
  endpoint: string;
  request_hash: string;
  resource_id: string;
  status_code: number | null;
  response: string | null;
  created_at: IsoTime;
}

export interface Database {
  media: MediaTable;
  media_blobs: MediaBlobTable;
  cards: CardTable;
  jobs: JobTable;
  newsletter_subscriptions: NewsletterSubscriptionTable;
  users: UserTable;
  sessions: SessionTable;
  email_tokens: EmailTokenTable;
  shops: ShopTable;
  user_roles: UserRoleTable;
  identities: IdentityTable;
  rate_limits: RateLimitTable;
  card_optouts: CardOptOutTable;
  signing_keys: SigningKeyTable;
  card_reports: CardReportTable;
  products: ProductTable;
  product_photos: ProductPhotoTable;
  product_delivery_areas: ProductDeliveryAreaTable;
  cart_items: CartItemTable;
  coupons: CouponTable;
  coupon_redemptions: CouponRedemptionTable;
  order_counter: OrderCounterTable;
  orders: OrderTable;
  shipments: ShipmentTable;
  order_lines: OrderLineTable;
  payments: PaymentTable;
  payment_events: PaymentEventTable;
  order_history: OrderHistoryTable;
  card_history: CardHistoryTable;
  shop_history: ShopHistoryTable;
  addresses: AddressTable;
  card_credits: CardCreditTable;
  referral_codes: ReferralCodeTable;
  referrals: ReferralTable;
  idempotency_keys: IdempotencyKeyTable;
  health_checks: HealthCheckTable;
  catalogue_version: CatalogueVersionTable;
}
