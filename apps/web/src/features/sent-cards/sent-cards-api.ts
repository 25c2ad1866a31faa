import type { CreateCardInput, SenderCard } from '@greetly/domain';
import { apiRequest } from '../../lib/api';

export const SENT_CARDS_KEY = ['cards'] as const;

export interface CardsPage {
  cards: SenderCard[];
  /** The next page's cursor; null on the last page. */
  nextCursor: string | null;
}

/** One page of the signed-in user's cards, newest first (the server pages by 50). */
export function fetchMyCards(cursor: string | null): Promise<CardsPage> {
  return apiRequest(cursor ? `/api/cards?cursor=${encodeURIComponent(cursor)}` : '/api/cards');
}

export function cancelCard(id: string): Promise<{ card: SenderCard }> {
  return apiRequest(`/api/cards/${id}/cancel`, { method: 'POST' });
}

export function resendCard(id: string): Promise<{ card: SenderCard }> {
  return apiRequest(`/api/cards/${id}/resend`, { method: 'POST' });
}

/** Moves a scheduled card to a new moment, keeping everything else as it is. */
export function rescheduleCard(
  card: SenderCard,
  schedule: NonNullable<SenderCard['schedule']>,
): Promise<{ card: SenderCard }> {
  const payload: CreateCardInput = {
    templateId: card.templateId,
    isAnonymous: card.isAnonymous,
    sendYourself: !card.isAnonymous,
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail,
    senderName: card.senderName,
    senderEmail: card.senderEmail,
    fontFamily: (card.fontFamily ?? undefined) as CreateCardInput['fontFamily'],
    fontSize: (card.fontSize ?? undefined) as CreateCardInput['fontSize'],
    textColor: card.textColor as CreateCardInput['textColor'],
    effect: card.effect as CreateCardInput['effect'],
    message: card.message,
    musicUrl: card.musicUrl,
    imageId: card.imageId ?? '',
    voiceNoteId: card.voiceNoteId ?? '',
    quote: card.quote,
    schedule,
  };
  return apiRequest(`/api/cards/${card.id}`, { method: 'PATCH', body: payload });
}
