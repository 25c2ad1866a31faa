import {
  type CreateCardInput,
  cardEndpoints,
  type SenderCard,
  type SenderCardSummary,
} from '@greetly/domain';
import { api } from '../../lib/api';

export const SENT_CARDS_KEY = ['cards'] as const;

export interface CardsPage {
  /** Without their messages: the list never shows them. */
  cards: SenderCardSummary[];
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

/**
 * A saved card's people, words and style, as both the card API and the wizard's form take them
 * (the font size is left to each: the API keeps a missing one missing, the form shows its default).
 */
export function savedCardFields(card: SenderCard) {
  return {
    isAnonymous: card.isAnonymous,
    sendYourself: !card.isAnonymous,
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail,
    senderName: card.senderName,
    senderEmail: card.senderEmail,
    fontFamily: card.fontFamily ?? undefined,
    textColor: card.textColor,
    effect: card.effect,
    message: card.message,
    musicUrl: card.musicUrl,
    quote: card.quote,
    stickers: card.stickers,
  };
}

/**
 * Moves a scheduled card to a new moment, keeping everything else as it is: the card is read
 * whole first (the list has no messages), then saved with the new moment.
 */
export async function rescheduleCard(
  listed: SenderCardSummary,
  schedule: NonNullable<SenderCard['schedule']>,
): Promise<{ card: SenderCard }> {
  const { card } = await fetchMyCard(listed.id);
  const payload: CreateCardInput = {
    templateId: card.templateId,
    ...savedCardFields(card),
    fontSize: card.fontSize ?? undefined,
    imageId: card.imageId ?? '',
    voiceNoteId: card.voiceNoteId ?? '',
    schedule,
  };
  return api(cardEndpoints.update, { params: { id: card.id }, body: payload });
}
