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
