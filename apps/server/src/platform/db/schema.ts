/**
 * The database as Kysely sees it: every table, from the files of `tables/` (one per module that
 * writes them). `test/schema-types.test.ts` checks these types against the migrated schema on both
 * databases.
 */
import type {
  EmailTokenTable,
  IdentityTable,
  SessionTable,
  UserRoleTable,
  UserTable,
} from './tables/accounts.ts';
import type { CardCreditTable, PaymentEventTable, PaymentTable } from './tables/billing.ts';
import type {
  CardHistoryTable,
  CardOptOutTable,
  CardReportTable,
  CardTable,
  SigningKeyTable,
} from './tables/cards.ts';
import type { MediaBlobTable, MediaTable } from './tables/media.ts';
import type {
  AddressTable,
  CartItemTable,
  CouponRedemptionTable,
  CouponTable,
  OrderCounterTable,
  OrderHistoryTable,
  OrderLineTable,
  OrderTable,
  ShipmentTable,
} from './tables/orders.ts';
import type {
  CatalogueVersionTable,
  HealthCheckTable,
  IdempotencyKeyTable,
  JobTable,
  NewsletterSubscriptionTable,
  RateLimitTable,
} from './tables/platform.ts';
import type { ReferralCodeTable, ReferralTable } from './tables/referrals.ts';
import type {
  ProductDeliveryAreaTable,
  ProductPhotoTable,
  ProductTable,
  ShopHistoryTable,
  ShopTable,
} from './tables/shops.ts';

export type {
  EmailTokenPurpose,
  EmailTokenTable,
  IdentityTable,
  Role,
  SessionTable,
  UserRoleTable,
  UserTable,
} from './tables/accounts.ts';
export type {
  CardCreditReason,
  CardCreditTable,
  PaymentEventTable,
  PaymentPurpose,
  PaymentStatus,
  PaymentTable,
} from './tables/billing.ts';
export type {
  CardActor,
  CardHistoryTable,
  CardOptOutTable,
  CardReportTable,
  CardStatus,
  CardTable,
  SigningKeyTable,
} from './tables/cards.ts';
export type {
  MediaBlobTable,
  MediaTable,
} from './tables/media.ts';
export type {
  AddressTable,
  CartItemTable,
  CouponRedemptionTable,
  CouponTable,
  OrderActor,
  OrderCounterTable,
  OrderHistoryTable,
  OrderLineTable,
  OrderTable,
  ShipmentTable,
} from './tables/orders.ts';
export type {
  CatalogueVersionTable,
  HealthCheckTable,
  IdempotencyKeyTable,
  JobTable,
  NewsletterSubscriptionTable,
  RateLimitTable,
} from './tables/platform.ts';
export type {
  ReferralCodeTable,
  ReferralTable,
} from './tables/referrals.ts';
export type {
  ProductDeliveryAreaTable,
  ProductPhotoTable,
  ProductTable,
  ShopActor,
  ShopHistoryTable,
  ShopTable,
} from './tables/shops.ts';

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
