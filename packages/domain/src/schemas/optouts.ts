import { z } from 'zod';
import { PRODUCT_NAME } from '../catalog/limits.ts';

/**
 * What a card's recipient can stop: cards from the account that sent this card, or every card
 * sent through the product to their address.
 */
export const OPT_OUT_SCOPES = ['sender', 'all'] as const;
export const optOutScopeSchema = z.enum(OPT_OUT_SCOPES);
export type OptOutScope = z.infer<typeof optOutScopeSchema>;

export const OPT_OUT_MESSAGES = {
  linkInvalid:
    'This link does not work. Please use the link at the bottom of the card email you received.',
  stoppedSender: 'Done. Cards from this sender will no longer reach you.',
  stoppedAll: `Done. No more cards will reach you through ${PRODUCT_NAME}.`,
  undoneSender: 'Undone. Cards from this sender can reach you again.',
  undoneAll: 'Undone. Cards can reach you again.',
} as const;

/** The opt-out link's token, as the footer links and List-Unsubscribe carry it. */
const optOutToken = z
  .string({ error: OPT_OUT_MESSAGES.linkInvalid })
  .trim()
  .min(1, OPT_OUT_MESSAGES.linkInvalid)
  .max(200, OPT_OUT_MESSAGES.linkInvalid);

export const optOutLookupSchema = z.object({ token: optOutToken });
export type OptOutLookup = z.input<typeof optOutLookupSchema>;

export const optOutChangeSchema = z.object({ token: optOutToken, scope: optOutScopeSchema });
export type OptOutChange = z.input<typeof optOutChangeSchema>;

/** RFC 8058 one-click: the mail client posts to the List-Unsubscribe URL; all it holds is there. */
export const optOutOneClickQuerySchema = z.object({
  token: optOutToken,
  scope: optOutScopeSchema.default('all'),
});

/** Which blocks hold for the address of the link's card. */
export const optOutBlocksSchema = z.object({ sender: z.boolean(), all: z.boolean() });
export type OptOutBlocks = z.infer<typeof optOutBlocksSchema>;

export const optOutResponseSchema = z.object({
  success: z.literal(true),
  blocks: optOutBlocksSchema,
  /** What changed, after a stop or an undo. */
  message: z.string().optional(),
});
export type OptOutResponse = z.infer<typeof optOutResponseSchema>;
