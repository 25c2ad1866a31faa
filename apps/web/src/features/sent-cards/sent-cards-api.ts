import { type CreateCardInput, cardEndpoints, type SenderCard } from '@greetly/domain';
import { api } from '../../lib/api';

export const SENT_CARDS_KEY = ['cards'] as const;

export interface CardsPage {
  cards: SenderCard[];
  /** The next page's cursor; null on the last page. */
  nextCursor: string | null;
}

/** One page of the signed-in user's cards, newest first (the server pages by 50). */
export function fetchMyCards(cursor: string | null): Promise<CardsPage> {
  return api(cardEndpoints.list, { query: { cursor: cursor ?? undefined } });
}

/** One of the signed-in user's cards (404 for anyone else's). */
export function fetchMyCard(id: string, signal?: AbortSignal): Promise<{ card: SenderCard }> {
  return api(cardEndpoints.get, { params: { id }, signal });
}

export function cancelCard(id: string): Promise<{ card: SenderCard }> {
  return api(cardEndpoints.cancel, { params: { id } });
}

export function resendCard(id: string): Promise<{ card: SenderCard }> {
  return api(cardEndpoints.resend, { params: { id } });
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
    fontFamily: card.fontFamily ?? undefined,
    fontSize: card.fontSize ?? undefined,
    textColor: card.textColor,
    effect: card.effect,
    message: card.message,
    musicUrl: card.musicUrl,
    imageId: card.imageId ?? '',
    voiceNoteId: card.voiceNoteId ?? '',
    quote: card.quote,
    schedule,
  };
  return api(cardEndpoints.update, { params: { id: card.id }, body: payload });
}
