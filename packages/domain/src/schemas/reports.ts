import { z } from 'zod';

/** Why a recipient reports a card. */
export const CARD_REPORT_REASONS = ['spam', 'abusive', 'not-for-me', 'other'] as const;
export type CardReportReason = (typeof CARD_REPORT_REASONS)[number];

export const CARD_REPORT_REASON_LABELS: Record<CardReportReason, string> = {
  spam: 'It is spam or a scam',
  abusive: 'It is abusive, hateful or threatening',
  'not-for-me': 'It was not meant for me',
  other: 'Something else',
};

export const CARD_REPORT_DETAILS_MAX = 500;

export const cardReportSchema = z.object({
  reason: z.enum(CARD_REPORT_REASONS, { error: 'Choose what is wrong with this card.' }),
  details: z
    .string()
    .trim()
    .max(CARD_REPORT_DETAILS_MAX, `Tell us in at most ${CARD_REPORT_DETAILS_MAX} characters.`)
    .optional()
    .default(''),
});
export type CardReportInput = z.input<typeof cardReportSchema>;

/** A report as an admin reviews it. */
export const cardReportItemSchema = z.object({
  id: z.string(),
  cardId: z.string(),
  reason: z.enum(CARD_REPORT_REASONS),
  details: z.string(),
  senderEmail: z.string(),
  recipientEmail: z.string(),
  createdAt: z.iso.datetime(),
});
export type CardReportItem = z.infer<typeof cardReportItemSchema>;

export const cardReportListSchema = z.object({
  success: z.literal(true),
  reports: z.array(cardReportItemSchema),
});
