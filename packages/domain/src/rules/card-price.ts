/**
 * What a card costs (decision 0034). The server decides it when a card is made (and when a
 * scheduled card is edited); the studio shows the same decision before the last click.
 *
 * - The account's first 24 hours (from its creation): every card is free, with every feature.
 *   These trial cards do not use the weekly free card.
 * - After that: one free card per rolling 7 days, with free features only. A card counts as that
 *   week's free card when it was priced 'weekly' and is not cancelled.
 * - Otherwise the card costs ₦800: a card with Music, Recording or Stickers, or a second card
 *   within 7 days. It is paid with a card credit when the account has one, else through the
 *   payment provider.
 */
import {
  FREE_CARD_WINDOW_MS,
  FREE_CARDS_PER_WINDOW,
  PREMIUM_CARD_PRICE,
  type PremiumFeature,
  TRIAL_DURATION_MS,
} from '../catalog/pricing.ts';
import type { Kobo } from '../money.ts';

/** How a card was priced: in the trial day, as the week's free card, or at ₦800. */
export const CARD_PRICE_KINDS = ['trial', 'weekly', 'premium'] as const;
export type CardPriceKind = (typeof CARD_PRICE_KINDS)[number];

/** How a card was paid: nothing to pay, one card credit, or through the payment provider. */
export const CARD_PAID_WITH = ['free', 'credit', 'payment'] as const;
export type CardPaidWith = (typeof CARD_PAID_WITH)[number];

/** The features of a card (or a draft) that decide its price. */
export interface CardPriceFeatures {
  hasMusic: boolean;
  hasVoiceNote: boolean;
  stickerCount: number;
}

export interface CardPriceInput {
  features: CardPriceFeatures;
  /** When the account was created (users.created_at). */
  accountCreatedAt: Date;
  now: Date;
  /**
   * When each of the account's cards priced 'weekly' and not cancelled was made (any order; the
   * card being priced again on an edit is left out by the caller).
   */
  weeklyFreeCardsAt: readonly Date[];
  creditsBalance: number;
  /** The time zone the dates in the wording are written in (Lagos unless given). */
  timeZone?: string;
}

export interface CardPriceDecision {
  kind: 'free' | 'premium';
  priceKind: CardPriceKind;
  priceKobo: Kobo;
  /** The premium features the card uses, in the pricing page's order. */
  premiumFeatures: PremiumFeature[];
  /** Why, in one sentence the studio shows as it is. */
  reason: string;
  paidWith: CardPaidWith;
  creditsBalance: number;
  /** When the next weekly free card is available (ISO), when this week's is used. */
  freeAgainAt: string | null;
  /** How this card could be free; null when it is free. */
  howToMakeFree: string | null;
  /** When the trial day ends (ISO), while it lasts. */
  trialEndsAt: string | null;
}

/** The premium features a card uses: Music (a link), Recording (a voice note), Stickers (any). */
export function premiumFeaturesOf(features: CardPriceFeatures): PremiumFeature[] {
  const used: PremiumFeature[] = [];
  if (features.hasMusic) used.push('Music');
  if (features.hasVoiceNote) used.push('Recording');
  if (features.stickerCount > 0) used.push('Stickers');
  return used;
}

/** 'Music', 'Music and Stickers', 'Music, Recording and Stickers'. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** An instant as the wording writes it: 'Sat 5 Dec, 14:30 (Lagos time)'. */
export function formatPriceDate(instant: Date, timeZone = 'Africa/Lagos'): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const zone = timeZone === 'Africa/Lagos' ? 'Lagos time' : timeZone;
  return `${part('weekday')} ${part('day')} ${part('month')}, ${part('hour')}:${part('minute')} (${zone})`;
}

/** When the account's trial day ends. */
export function trialEndsAt(accountCreatedAt: Date): Date {
  return new Date(accountCreatedAt.getTime() + TRIAL_DURATION_MS);
}

/** Whether `now` is inside the account's first 24 hours (the end itself is not). */
export function isInTrial(accountCreatedAt: Date, now: Date): boolean {
  return now.getTime() < trialEndsAt(accountCreatedAt).getTime();
}

/**
 * When the week's free card is available again: null when it is available now, else the moment
 * the oldest weekly card that keeps it used leaves the rolling 7 days.
 */
export function weeklyFreeAgainAt(weeklyFreeCardsAt: readonly Date[], now: Date): Date | null {
  const windowStart = now.getTime() - FREE_CARD_WINDOW_MS;
  const inWindow = weeklyFreeCardsAt
    .map((at) => at.getTime())
    .filter((at) => at > windowStart)
    .sort((a, b) => b - a);
  if (inWindow.length < FREE_CARDS_PER_WINDOW) return null;
  // With the newest first, the card at index (limit - 1) is the one whose leaving frees a slot.
  const freeing = inWindow[FREE_CARDS_PER_WINDOW - 1] as number;
  return new Date(freeing + FREE_CARD_WINDOW_MS);
}

/** The price of a card with these features, for this account, now (pure: no clock, no I/O). */
export function decideCardPrice(input: CardPriceInput): CardPriceDecision {
  const { accountCreatedAt, now, creditsBalance } = input;
  const timeZone = input.timeZone ?? 'Africa/Lagos';
  const premiumFeatures = premiumFeaturesOf(input.features);
  const base = { premiumFeatures, creditsBalance };

  if (isInTrial(accountCreatedAt, now)) {
    const ends = trialEndsAt(accountCreatedAt);
    return {
      ...base,
      kind: 'free',
      priceKind: 'trial',
      priceKobo: 0,
      reason: `Free: it is your first day, so every card and every feature is free until ${formatPriceDate(ends, timeZone)}.`,
      paidWith: 'free',
      freeAgainAt: null,
      howToMakeFree: null,
      trialEndsAt: ends.toISOString(),
    };
  }

  const freeAgain = weeklyFreeAgainAt(input.weeklyFreeCardsAt, now);
  if (premiumFeatures.length === 0 && freeAgain === null) {
    return {
      ...base,
      kind: 'free',
      priceKind: 'weekly',
      priceKobo: 0,
      reason: 'Free: this is your free card this week.',
      paidWith: 'free',
      freeAgainAt: null,
      howToMakeFree: null,
      trialEndsAt: null,
    };
  }

  const featureWords = listInWords(premiumFeatures);
  const reasons: string[] = [];
  if (premiumFeatures.length > 0) {
    reasons.push(
      `${featureWords} ${premiumFeatures.length === 1 ? 'is a premium feature' : 'are premium features'}.`,
    );
  }
  const when = freeAgain ? formatPriceDate(freeAgain, timeZone) : '';
  if (freeAgain) {
    reasons.push(`Your free card this week is used: the next one is free from ${when}.`);
  }
  const reason = reasons.join(' ');
  const howToMakeFree =
    premiumFeatures.length > 0 && freeAgain
      ? `Remove ${featureWords} and wait until ${when} to send it free.`
      : premiumFeatures.length > 0
        ? `Remove ${featureWords} to make it free.`
        : `Wait until ${when} to send it free.`;
  return {
    ...base,
    kind: 'premium',
    priceKind: 'premium',
    priceKobo: PREMIUM_CARD_PRICE,
    reason,
    paidWith: creditsBalance >= 1 ? 'credit' : 'payment',
    freeAgainAt: freeAgain?.toISOString() ?? null,
    howToMakeFree,
    trialEndsAt: null,
  };
}

/** A scheduled card's pricing as stored; null for a card made before plans (free, like a trial card). */
export interface PricedCard {
  priceKind: CardPriceKind | null;
  features: CardPriceFeatures;
}

/**
 * Why an edit of a scheduled card is refused, or null when it may be saved (decision 0034): a card
 * that was not paid for (the week's free card, or a trial card once the trial is over) may not gain
 * a premium feature it did not have. A paid card, or any card during the trial, may.
 */
export function premiumEditRefusal(input: {
  card: PricedCard;
  edited: CardPriceFeatures;
  accountCreatedAt: Date;
  now: Date;
}): string | null {
  if (input.card.priceKind === 'premium') return null;
  if (isInTrial(input.accountCreatedAt, input.now)) return null;
  const before = new Set(premiumFeaturesOf(input.card.features));
  const added = premiumFeaturesOf(input.edited).filter((feature) => !before.has(feature));
  if (added.length === 0) return null;
  const features = listInWords(added);
  return `Adding ${features} makes this a premium card (₦800). Cancel it and make a new one, or leave ${features} out.`;
}
