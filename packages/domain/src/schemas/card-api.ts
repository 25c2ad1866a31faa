import { z } from 'zod';

export const CARD_STATUSES = [
  'scheduled',
  'sending',
  'sent',
  'opened',
  'failed',
  'cancelled',
] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

export const CARD_STATUS_LABELS: Record<CardStatus, string> = {
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Delivered',
  opened: 'Opened',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** A card as its sender sees it (dashboard and detail). */
export const senderCardSchema = z.object({
  id: z.string(),
  templateId: z.number(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  isAnonymous: z.boolean(),
  senderName: z.string(),
  senderEmail: z.string(),
  fontFamily: z.string().nullable(),
  fontSize: z.string().nullable(),
  textColor: z.string(),
  effect: z.string(),
  message: z.string(),
  musicUrl: z.string(),
  quote: z.string(),
  imageId: z.string().nullable(),
  voiceNoteId: z.string().nullable(),
  schedule: z
    .object({ timezone: z.string(), scheduleDate: z.string(), scheduleTime: z.string() })
    .nullable(),
  sendAt: z.string(),
  status: z.enum(CARD_STATUSES),
  failureReason: z.string().nullable(),
  sentAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The recipient's link, once the card has gone out. */
  link: z.string().nullable(),
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
export const senderCardListSchema = z.object({
  success: z.literal(true),
  cards: z.array(senderCardSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});

/** What the recipient's page receives: no sender e-mail, and no sender name when anonymous. */
export const recipientCardSchema = z.object({
  templateId: z.number(),
  eventType: z.string(),
  recipientName: z.string(),
  senderName: z.string(),
  isAnonymous: z.boolean(),
  fontFamily: z.string().nullable(),
  fontSize: z.string().nullable(),
  textColor: z.string(),
  effect: z.string(),
  message: z.string(),
  musicUrl: z.string(),
  quote: z.string(),
  imageUrl: z.string().nullable(),
  voiceUrl: z.string().nullable(),
  reply: z.string().nullable(),
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
