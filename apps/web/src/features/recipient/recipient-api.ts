import type { RecipientCard } from '@greetly/domain';
import { apiRequest } from '../../lib/api';
import type { CardContent } from '../card/card-content';

export function fetchRecipientCard(token: string): Promise<{ card: RecipientCard }> {
  return apiRequest(`/api/c/${encodeURIComponent(token)}`);
}

export function recordOpening(token: string): Promise<unknown> {
  return apiRequest(`/api/c/${encodeURIComponent(token)}/open`, { method: 'POST' });
}

export function sendReply(token: string, message: string): Promise<{ card: RecipientCard }> {
  return apiRequest(`/api/c/${encodeURIComponent(token)}/reply`, { body: { message } });
}

/** The server's card in the viewer's shape (the server only stores values the studio allowed). */
export function toCardContent(card: RecipientCard): CardContent {
  return {
    templateId: card.templateId,
    eventType: card.eventType,
    recipientName: card.recipientName,
    senderName: card.senderName,
    isAnonymous: card.isAnonymous,
    fontFamily: (card.fontFamily ?? undefined) as CardContent['fontFamily'],
    fontSize: (card.fontSize ?? undefined) as CardContent['fontSize'],
    textColor: card.textColor,
    effect: card.effect as CardContent['effect'],
    message: card.message,
    musicUrl: card.musicUrl,
    imageUrl: card.imageUrl ?? undefined,
    voiceUrl: card.voiceUrl ?? undefined,
    quote: card.quote,
  };
}
