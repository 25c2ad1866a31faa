import type { RecipientCard } from '@greetly/domain/schemas/card-api';
import type { CardContent } from '../card/card-content';

/**
 * The recipient's API calls (with their contracts, and zod to check the answers), loaded when
 * the page first calls one: a card the server rendered into the page needs none of them to be
 * shown, and its page's first scripts stay small.
 */
export const loadRecipientApi = () => import('./recipient-api');

/** The server's card in the viewer's shape. */
export function toCardContent(card: RecipientCard): CardContent {
  return {
    templateId: card.templateId,
    eventType: card.eventType,
    recipientName: card.recipientName,
    senderName: card.senderName,
    isAnonymous: card.isAnonymous,
    fontFamily: card.fontFamily ?? undefined,
    fontSize: card.fontSize ?? undefined,
    textColor: card.textColor,
    effect: card.effect,
    message: card.message,
    musicUrl: card.musicUrl,
    imageUrl: card.imageUrl ?? undefined,
    voiceUrl: card.voiceUrl ?? undefined,
    quote: card.quote,
    stickers: card.stickers,
  };
}
