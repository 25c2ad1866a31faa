import { z } from 'zod';

import {
  CARD_REPORT_DETAILS_MAX,
  CARD_REPORT_REASON_LABELS,
  CARD_REPORT_REASONS,
  type CardReportReason,
} from '../catalog/card-reports.ts';

// The report's choices live in the catalog (a page shows them without loading zod).
export {
  CARD_REPORT_DETAILS_MAX,
  CARD_REPORT_REASON_LABELS,
  CARD_REPORT_REASONS,
  type CardReportReason,
};

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
