import type { CardPriceDecisionView } from '@greetly/domain/schemas/plans-api';
import type { StubAnswer } from './render-page';

/** The server's price decisions (POST /api/cards/price), in decideCardPrice's own words. */
export const PRICES = {
  trial: {
    kind: 'free',
    priceKind: 'trial',
    priceKobo: 0,
    premiumFeatures: [],
    reason:
      'Free: it is your first day, so every card and every feature is free until Sun 29 Nov, 14:30 (Lagos time).',
    paidWith: 'free',
    creditsBalance: 0,
    freeAgainAt: null,
    howToMakeFree: null,
    trialEndsAt: '2026-11-29T13:30:00.000Z',
  },
  weekly: {
    kind: 'free',
    priceKind: 'weekly',
    priceKobo: 0,
    premiumFeatures: [],
    reason: 'Free: this is your free card this week.',
    paidWith: 'free',
    creditsBalance: 0,
    freeAgainAt: null,
    howToMakeFree: null,
    trialEndsAt: null,
  },
  premium: {
    kind: 'premium',
    priceKind: 'premium',
    priceKobo: 80000,
    premiumFeatures: ['Music'],
    reason: 'Music is a premium feature.',
    paidWith: 'payment',
    creditsBalance: 0,
    freeAgainAt: null,
    howToMakeFree: 'Remove Music to make it free.',
    trialEndsAt: null,
  },
  weekUsed: {
    kind: 'premium',
    priceKind: 'premium',
    priceKobo: 80000,
    premiumFeatures: [],
    reason:
      'Your free card this week is used: the next one is free from Sat 5 Dec, 14:30 (Lagos time).',
    paidWith: 'payment',
    creditsBalance: 0,
    freeAgainAt: '2026-12-05T13:30:00.000Z',
    howToMakeFree: 'Wait until Sat 5 Dec, 14:30 (Lagos time) to send it free.',
    trialEndsAt: null,
  },
} satisfies Record<string, CardPriceDecisionView>;

/** POST /api/cards/price answered with `decision`. */
export function priced(decision: CardPriceDecisionView): StubAnswer {
  return { body: { success: true, price: decision } };
}

/** The week's free card: what an account past its first day, with free features, is told. */
export const FREE_THIS_WEEK = { 'POST /api/cards/price': priced(PRICES.weekly) };
