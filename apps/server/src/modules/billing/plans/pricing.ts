import { type CardPriceDecision, type CardPriceFeatures, decideCardPrice } from '@greetly/domain';
import type { PlansRepo } from './repo.ts';

/** A draft's or a payload's premium features (a music link, a voice note, stickers). */
export function featuresOfInput(input: {
  musicUrl: string;
  voiceNoteId: string;
  stickers?: readonly unknown[];
}): CardPriceFeatures {
  return {
    hasMusic: input.musicUrl.trim() !== '',
    hasVoiceNote: input.voiceNoteId !== '',
    stickerCount: input.stickers?.length ?? 0,
  };
}

/** A stored card's premium features. */
export function featuresOfCard(card: {
  music_url: string;
  voice_note_id: string | null;
  stickers?: string;
}): CardPriceFeatures {
  let stickerCount = 0;
  if (card.stickers) {
    const parsed: unknown = JSON.parse(card.stickers);
    stickerCount = Array.isArray(parsed) ? parsed.length : 0;
  }
  return {
    hasMusic: card.music_url.trim() !== '',
    hasVoiceNote: card.voice_note_id !== null && card.voice_note_id !== '',
    stickerCount,
  };
}

/**
 * What a card with these features costs the account now (decideCardPrice with the account's own
 * rows). Inside a card's transaction, lock the account first (`lockAccount`) so the answer holds.
 */
export async function priceForAccount(
  repo: PlansRepo,
  account: { id: string; created_at: string },
  features: CardPriceFeatures,
  now: Date,
): Promise<CardPriceDecision> {
  return decideCardPrice({
    features,
    accountCreatedAt: new Date(account.created_at),
    now,
    weeklyFreeCardsAt: await repo.weeklyFreeCardsAt(account.id, now),
    creditsBalance: await repo.credits.balanceOf(account.id),
  });
}
