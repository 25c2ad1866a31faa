import { z } from 'zod';

/**
 * Every `code` an API error body may carry: a closed set. The server's AppError only takes one of
 * these, Fastify's own errors are mapped onto a few of them, and the web compares codes from here
 * only. Add a code here first, then throw it.
 */
export const ERROR_CODES = [
  // Requests the server cannot read or accept as sent.
  'bad_request',
  'validation_failed',
  'payload_too_large',
  'unsupported_media_type',
  'not_found',
  'rate_limited',
  // A retried create (Idempotency-Key): the key was used with another request; the first request
  // with it has not answered yet.
  'idempotency_key_reused',
  'idempotency_in_progress',
  // Accounts and sessions.
  'unauthorized',
  'forbidden',
  'invalid_credentials',
  'weak_password',
  'wrong_password',
  'email_unverified',
  'token_invalid',
  'token_expired',
  'token_used',
  // Cards.
  'media_missing',
  'card_not_editable',
  'card_not_cancellable',
  'card_not_failed',
  'already_replied',
  // Plans (decision 0034): an edit that would make a free card premium; paying a card that is not
  // waiting for payment.
  'card_premium_edit',
  'card_not_payable',
  // Shops and products: a move the product's state does not allow (publish an archived draft…).
  'product_state_conflict',
  // Checkout: a coupon code an admin reuses; a checkout with nothing in the cart to buy.
  'coupon_code_taken',
  'cart_empty',
  // Orders: stock gone while placing; a move the order's or shipment's state does not allow; the
  // card chosen for a gift cannot carry it (sent already, or too soon for a gift's lead time);
  // the payment provider could not be reached or refused.
  'out_of_stock',
  'order_state_conflict',
  // Orders: a buyer's unpaid orders hold stock; their number, and what one gift each may hold, is
  // capped (decision 0042).
  'unpaid_orders_limit',
  'gift_card_unavailable',
  'payment_unavailable',
  // Media uploads.
  'file_missing',
  'file_too_large',
  'image_too_large',
  'voice_note_too_long',
  'unsupported_media',
  'storage_full',
  'uploads_busy',
  // Too many passwords being checked at once (sign-in, sign-up, resets).
  'auth_busy',
  // The server itself.
  'database_unavailable',
  'internal_error',
] as const;

export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/**
 * The one HTTP status of each error code: the server answers a code with its status wherever it
 * is thrown, and a client may rely on it.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  validation_failed: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  not_found: 404,
  rate_limited: 429,
  idempotency_key_reused: 409,
  idempotency_in_progress: 409,
  unauthorized: 401,
  forbidden: 403,
  invalid_credentials: 401,
  weak_password: 400,
  wrong_password: 400,
  email_unverified: 403,
  token_invalid: 400,
  token_expired: 410,
  token_used: 409,
  media_missing: 400,
  card_not_editable: 409,
  card_not_cancellable: 409,
  card_not_failed: 409,
  already_replied: 409,
  card_premium_edit: 409,
  card_not_payable: 409,
  product_state_conflict: 409,
  coupon_code_taken: 409,
  cart_empty: 409,
  out_of_stock: 409,
  order_state_conflict: 409,
  unpaid_orders_limit: 409,
  gift_card_unavailable: 422,
  payment_unavailable: 503,
  file_missing: 400,
  file_too_large: 413,
  image_too_large: 413,
  voice_note_too_long: 413,
  unsupported_media: 415,
  storage_full: 413,
  uploads_busy: 503,
  auth_busy: 503,
  database_unavailable: 503,
  internal_error: 500,
} as const satisfies Record<ErrorCode, number>;

/** Every API error has this shape (DESIGN decision 4). */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  code: errorCodeSchema,
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
