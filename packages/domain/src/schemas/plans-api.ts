import { z } from 'zod';
import { PREMIUM_FEATURES } from '../catalog/pricing.ts';
import { CARD_PAID_WITH, CARD_PRICE_KINDS } from '../rules/card-price.ts';
import { senderCardSchema } from './card-api.ts';
import { paymentRedirectSchema } from './orders-api.ts';

/** Plans, card payments, credits (decision 0034). */

const instant = z.iso.datetime();

/** POST /api/cards/price: the features of a draft that decide its price. */
export const cardPriceRequestSchema = z.object({
  /** A music link is set. */
  hasMusic: z.boolean().default(false),
  /** A voice note is recorded or uploaded. */
  hasVoiceNote: z.boolean().default(false),
  /** How many stickers the card has (0 for none). */
  stickerCount: z.number().int().min(0).max(1000).default(0),
});
export type CardPriceRequest = z.input<typeof cardPriceRequestSchema>;

/** The server's decision of a card's price (`decideCardPrice`), as the studio shows it. */
export const cardPriceDecisionSchema = z.object({
  kind: z.enum(['free', 'premium']),
  priceKind: z.enum(CARD_PRICE_KINDS),
  priceKobo: z.number().int().min(0),
  premiumFeatures: z.array(z.enum(PREMIUM_FEATURES)),
  /** Why it is free or ₦800, one or two sentences to show as they are. */
  reason: z.string(),
  paidWith: z.enum(CARD_PAID_WITH),
  creditsBalance: z.number().int().min(0),
  /** When the next weekly free card is available, when this week's is used. */
  freeAgainAt: instant.nullable(),
  /** How this card could be free ('Remove Music to make it free.'); null when it is free. */
  howToMakeFree: z.string().nullable(),
  /** When the account's trial day ends, while it lasts. */
  trialEndsAt: instant.nullable(),
});
export type CardPriceDecisionView = z.infer<typeof cardPriceDecisionSchema>;

export const cardPriceResponseSchema = z.object({
  success: z.literal(true),
  price: cardPriceDecisionSchema,
});
export type CardPriceResponse = z.infer<typeof cardPriceResponseSchema>;

/**
 * POST /api/cards (201): the card, its price decision, and where to pay when it needs a payment
 * (the card is then `awaiting_payment`; null otherwise, or when the provider could not be reached:
 * the card page offers to pay again). `price` and `payment` default to null for older readers.
 */
export const createCardResponseSchema = z.object({
  success: z.literal(true),
  card: senderCardSchema,
  price: cardPriceDecisionSchema.nullable().default(null),
  payment: paymentRedirectSchema.nullable().default(null),
});
export type CreateCardResponse = z.infer<typeof createCardResponseSchema>;

/** POST /api/cards/:id/pay and POST /api/credits/packs: where the browser goes to pay. */
export const startPaymentResponseSchema = z.object({
  success: z.literal(true),
  payment: paymentRedirectSchema,
});
export type StartPaymentResponse = z.infer<typeof startPaymentResponseSchema>;

/** The reference the provider sent the browser back with (`?reference=`). */
export const verifyCardPaymentRequestSchema = z.object({
  reference: z.string().min(1).max(100),
});

export const CARD_PAYMENT_PURPOSES = ['card', 'pack'] as const;
export type CardPaymentPurpose = (typeof CARD_PAYMENT_PURPOSES)[number];

export const CARD_PAYMENT_STATUSES = [
  'initialized',
  'paid',
  'failed',
  'abandoned',
  'refunded',
] as const;
export type CardPaymentStatus = (typeof CARD_PAYMENT_STATUSES)[number];

export const CARD_PAYMENT_STATUS_LABELS: Record<CardPaymentStatus, string> = {
  initialized: 'Not paid yet',
  paid: 'Paid',
  failed: 'Failed',
  abandoned: 'Abandoned',
  refunded: 'Refunded',
};

/** One card or pack payment in the dashboard's payments list. */
export const cardPaymentViewSchema = z.object({
  reference: z.string(),
  purpose: z.enum(CARD_PAYMENT_PURPOSES),
  /** What it was for: 'Card to Ada' or '5 card credits'. */
  description: z.string(),
  amountKobo: z.number().int(),
  currency: z.string(),
  status: z.enum(CARD_PAYMENT_STATUSES),
  refundedKobo: z.number().int(),
  /** The card paid for (purpose 'card'). */
  cardId: z.string().nullable(),
  /** The credits bought (purpose 'pack'). */
  credits: z.number().int().nullable(),
  createdAt: instant,
  paidAt: instant.nullable(),
});
export type CardPaymentView = z.infer<typeof cardPaymentViewSchema>;

export const paymentListResponseSchema = z.object({
  success: z.literal(true),
  payments: z.array(cardPaymentViewSchema),
});
export type PaymentListResponse = z.infer<typeof paymentListResponseSchema>;

export const CREDIT_REASONS = ['pack', 'referral', 'loyalty', 'card', 'card_refund'] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

export const CREDIT_REASON_LABELS: Record<CreditReason, string> = {
  pack: 'Credit pack',
  referral: 'Referral reward',
  loyalty: 'Loyalty reward',
  card: 'Paid for a card',
  card_refund: 'Card cancelled: credit back',
};

export const creditsResponseSchema = z.object({
  success: z.literal(true),
  balance: z.number().int(),
  /** The ledger, newest first. */
  history: z.array(
    z.object({
      reason: z.enum(CREDIT_REASONS),
      delta: z.number().int(),
      cardId: z.string().nullable(),
      note: z.string().nullable(),
      createdAt: instant,
    }),
  ),
  pack: z.object({ credits: z.number().int(), priceKobo: z.number().int(), label: z.string() }),
});
export type CreditsResponse = z.infer<typeof creditsResponseSchema>;
