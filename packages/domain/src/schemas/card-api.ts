import { z } from 'zod';
import { EFFECTS, FONT_FAMILIES, FONT_SIZES, TEXT_COLOURS } from '../catalog/card-style.ts';
import { FULFILMENT_STATUSES, ORDER_STATUSES } from '../catalog/checkout.ts';
import { TEMPLATE_CATEGORIES, TEMPLATE_COUNT } from '../catalog/templates.ts';
import { CARD_PAID_WITH, CARD_PRICE_KINDS } from '../rules/card-price.ts';
import type { Transitions } from '../rules/transitions.ts';
import { placedStickerSchema } from './stickers.ts';

export const CARD_STATUSES = [
  /** Kept until its sender confirms their e-mail address; never sent before. */
  'waiting',
  /** A ₦800 card kept until its payment is confirmed (decision 0034); never sent before. */
  'awaiting_payment',
  'scheduled',
  'sending',
  'sent',
  'opened',
  'failed',
  'cancelled',
] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/**
 * The moves of a card after it is made (it is made waiting, awaiting payment, scheduled or
 * sending). Its payment lets it go, or wait for its sender's address; confirming the address
 * lets a waiting card go. The delivery worker sends it, keeps it waiting when its sender is
 * unconfirmed after all, fails it (its recipient refused the sender's cards, or every attempt
 * failed), or keeps it sending for another attempt (sending → sending). The sender may cancel it
 * before the worker has it, and send a failed one again; its recipient's first look opens it.
 */
export const CARD_TRANSITIONS: Transitions<CardStatus> = {
  waiting: ['scheduled', 'sending', 'cancelled'],
  awaiting_payment: ['waiting', 'scheduled', 'sending', 'cancelled'],
  scheduled: ['sending', 'sent', 'waiting', 'failed', 'cancelled'],
  sending: ['sending', 'sent', 'waiting', 'failed'],
  sent: ['opened'],
  opened: [],
  failed: ['sending'],
  cancelled: [],
};

export const CARD_STATUS_LABELS: Record<CardStatus, string> = {
  waiting: 'Waiting for your e-mail confirmation',
  awaiting_payment: 'Waiting for payment',
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Delivered',
  opened: 'Opened',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** An instant as the API writes it: ISO 8601 in UTC, e.g. '2025-02-14T09:00:00.000Z'. */
const instant = z.iso.datetime();
const templateIdField = z.number().int().min(1).max(TEMPLATE_COUNT);

/** How a card looks, as stored: only values the studio offers. */
const cardStyleShape = {
  fontFamily: z.enum(FONT_FAMILIES).nullable(),
  fontSize: z.enum(FONT_SIZES).nullable(),
  textColor: z.enum(TEXT_COLOURS),
  effect: z.enum(EFFECTS),
};

/** The gift a sender bought to travel with a card: its order and each shop's part. */
export const senderCardGiftSchema = z.object({
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  shipments: z.array(z.object({ shopName: z.string(), status: z.enum(FULFILMENT_STATUSES) })),
});
export type SenderCardGift = z.infer<typeof senderCardGiftSchema>;

/**
 * How a card was priced and paid (decision 0034); null for a card made before plans. A card
 * `awaiting_payment` is priced 'premium' and will be paid with 'payment'.
 */
export const cardPricingSchema = z.object({
  priceKind: z.enum(CARD_PRICE_KINDS),
  priceKobo: z.number().int().min(0),
  paidWith: z.enum(CARD_PAID_WITH),
});
export type CardPricing = z.infer<typeof cardPricingSchema>;

/** A card as its sender sees it (dashboard and detail). */
export const senderCardSchema = z.object({
  id: z.string(),
  templateId: templateIdField,
  recipientName: z.string(),
  recipientEmail: z.string(),
  isAnonymous: z.boolean(),
  senderName: z.string(),
  senderEmail: z.string(),
  ...cardStyleShape,
  message: z.string(),
  musicUrl: z.string(),
  quote: z.string(),
  imageId: z.string().nullable(),
  voiceNoteId: z.string().nullable(),
  /** The stickers on the card's face, in drawing order (a premium feature: see pricing). */
  stickers: z.array(placedStickerSchema).default([]),
  schedule: z
    .object({ timezone: z.string(), scheduleDate: z.string(), scheduleTime: z.string() })
    .nullable(),
  sendAt: instant,
  status: z.enum(CARD_STATUSES),
  failureReason: z.string().nullable(),
  sentAt: instant.nullable(),
  openedAt: instant.nullable(),
  reply: z.string().nullable(),
  repliedAt: instant.nullable(),
  createdAt: instant,
  /** The recipient's link, once the card has gone out. */
  link: z.string().nullable(),
  /** The gift travelling with the card (its newest order not abandoned), so one timeline shows both. */
  gift: senderCardGiftSchema.nullable().default(null),
  /** Its price and how it was paid (decision 0034). */
  pricing: cardPricingSchema.nullable().default(null),
});
export type SenderCard = z.infer<typeof senderCardSchema>;

export const senderCardResponseSchema = z.object({
  success: z.literal(true),
  card: senderCardSchema,
});
/** The dashboard reads its cards a page at a time. */
export const CARD_LIST_PAGE_SIZE = 50;
export const cardListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(CARD_LIST_PAGE_SIZE).default(CARD_LIST_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});
/**
 * A card in the sender's list: everything but its message, which the list never needs (the card
 * page and the editor read the whole card). 50 messages were most of a page's bytes.
 */
export const senderCardSummarySchema = senderCardSchema.omit({ message: true });
export type SenderCardSummary = z.infer<typeof senderCardSummarySchema>;

export const senderCardListSchema = z.object({
  success: z.literal(true),
  cards: z.array(senderCardSummarySchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});

/** What the recipient's page receives: no sender e-mail, and no sender name when anonymous. */
export const recipientCardSchema = z.object({
  templateId: templateIdField,
  /** The template's category, shown on the card's first slide. */
  eventType: z.enum(TEMPLATE_CATEGORIES),
  recipientName: z.string(),
  senderName: z.string(),
  isAnonymous: z.boolean(),
  ...cardStyleShape,
  message: z.string(),
  musicUrl: z.string(),
  quote: z.string(),
  imageUrl: z.string().nullable(),
  voiceUrl: z.string().nullable(),
  stickers: z.array(placedStickerSchema).default([]),
  reply: z.string().nullable(),
  /** A gift the sender bought travels with this card (never what it is or what it cost). */
  giftOnItsWay: z.boolean().default(false),
});
export type RecipientCard = z.infer<typeof recipientCardSchema>;
export const recipientCardResponseSchema = z.object({
  success: z.literal(true),
  card: recipientCardSchema,
});

export const REPLY_MAX_LENGTH = 500;
export const cardReplySchema = z.object({
  message: z
    .string({ error: 'Write a few words of thanks.' })
    .trim()
    .min(1, { error: 'Write a few words of thanks.', abort: true })
    .max(REPLY_MAX_LENGTH, `Your reply can be at most ${REPLY_MAX_LENGTH} characters.`),
});

export const mediaUploadResponseSchema = z.object({
  id: z.string(),
  kind: z.enum(['image', 'voice']),
  url: z.string(),
});
export type MediaUpload = z.infer<typeof mediaUploadResponseSchema>;
