import { z } from 'zod';
import { defineJob } from '../../platform/jobs/definition.ts';

const cardPayload = z.object({ cardId: z.string().min(1).max(64) });
export type CardPayload = z.infer<typeof cardPayload>;

/** The recipient's e-mail of a card, due at its send moment. */
export const deliverCardJob = defineJob('card.deliver', cardPayload);
/** "Your card was opened", to the sender. */
export const openedNoticeJob = defineJob('card.opened-notice', cardPayload);
/** The recipient's thank-you, to the sender. */
export const replyNoticeJob = defineJob('card.reply-notice', cardPayload);

/** Each card has at most one job of each kind; its key finds it again (reschedule, cancel). */
export function cardJobKey(cardId: string, kind: 'deliver' | 'opened' | 'reply'): string {
  return `card:${cardId}:${kind}`;
}
