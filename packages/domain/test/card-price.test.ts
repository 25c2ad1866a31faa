import { describe, expect, it } from 'vitest';
import {
  type CardPriceFeatures,
  CREDIT_PACK,
  decideCardPrice,
  formatNaira,
  formatPriceDate,
  isInTrial,
  listInWords,
  PREMIUM_CARD_PRICE,
  premiumEditRefusal,
  premiumFeaturesOf,
  weeklyFreeAgainAt,
} from '../src/index.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const created = new Date('2026-03-02T08:00:00.000Z');
const at = (ms: number) => new Date(created.getTime() + ms);
const none: CardPriceFeatures = { hasMusic: false, hasVoiceNote: false, stickerCount: 0 };

/** Every combination of the three premium features. */
const combinations: CardPriceFeatures[] = [false, true].flatMap((hasMusic) =>
  [false, true].flatMap((hasVoiceNote) =>
    [0, 3].map((stickerCount) => ({ hasMusic, hasVoiceNote, stickerCount })),
  ),
);

function expected(features: CardPriceFeatures): string[] {
  return [
    ...(features.hasMusic ? ['Music'] : []),
    ...(features.hasVoiceNote ? ['Recording'] : []),
    ...(features.stickerCount > 0 ? ['Stickers'] : []),
  ];
}

describe('premium features', () => {
  it('names Music, Recording and Stickers in the pricing page’s order', () => {
    expect(premiumFeaturesOf(none)).toEqual([]);
    expect(premiumFeaturesOf({ hasMusic: true, hasVoiceNote: true, stickerCount: 1 })).toEqual([
      'Music',
      'Recording',
      'Stickers',
    ]);
    expect(listInWords(['Music'])).toBe('Music');
    expect(listInWords(['Music', 'Stickers'])).toBe('Music and Stickers');
    expect(listInWords(['Music', 'Recording', 'Stickers'])).toBe('Music, Recording and Stickers');
  });

  it('sells a pack of 5 credits for the price of 4', () => {
    expect(CREDIT_PACK.credits).toBe(5);
    expect(CREDIT_PACK.priceKobo).toBe(4 * PREMIUM_CARD_PRICE);
    expect(formatNaira(CREDIT_PACK.priceKobo)).toBe('₦3,200');
  });
});

describe('decideCardPrice', () => {
  for (const features of combinations) {
    const name = expected(features).join('+') || 'no premium feature';

    it(`first day, ${name}: free with every feature, not the weekly card`, () => {
      const decision = decideCardPrice({
        features,
        accountCreatedAt: created,
        now: at(23 * HOUR),
        weeklyFreeCardsAt: [],
        creditsBalance: 0,
      });
      expect(decision).toMatchObject({
        kind: 'free',
        priceKind: 'trial',
        priceKobo: 0,
        paidWith: 'free',
        howToMakeFree: null,
        freeAgainAt: null,
        trialEndsAt: '2026-03-03T08:00:00.000Z',
      });
      expect(decision.premiumFeatures).toEqual(expected(features));
      expect(decision.reason).toContain('first day');
    });

    for (const weekUsed of [false, true]) {
      for (const credits of [0, 2]) {
        it(`after the trial, ${name}, week ${weekUsed ? 'used' : 'free'}, ${credits} credits`, () => {
          const now = at(10 * DAY);
          const weeklyFreeCardsAt = weekUsed ? [at(8 * DAY)] : [at(2 * DAY)];
          const decision = decideCardPrice({
            features,
            accountCreatedAt: created,
            now,
            weeklyFreeCardsAt,
            creditsBalance: credits,
          });
          const premium = expected(features);
          expect(decision.premiumFeatures).toEqual(premium);
          expect(decision.trialEndsAt).toBeNull();
          expect(decision.creditsBalance).toBe(credits);
          if (premium.length === 0 && !weekUsed) {
            expect(decision).toMatchObject({
              kind: 'free',
              priceKind: 'weekly',
              priceKobo: 0,
              paidWith: 'free',
              howToMakeFree: null,
              freeAgainAt: null,
            });
            expect(decision.reason).toBe('Free: this is your free card this week.');
            return;
          }
          expect(decision).toMatchObject({
            kind: 'premium',
            priceKind: 'premium',
            priceKobo: PREMIUM_CARD_PRICE,
            paidWith: credits > 0 ? 'credit' : 'payment',
            freeAgainAt: weekUsed ? at(15 * DAY).toISOString() : null,
          });
          const words = listInWords(premium);
          const when = formatPriceDate(at(15 * DAY));
          if (premium.length > 0) {
            expect(decision.reason).toContain(
              `${words} ${premium.length === 1 ? 'is a premium feature' : 'are premium features'}.`,
            );
          }
          if (weekUsed) {
            expect(decision.reason).toContain(
              `Your free card this week is used: the next one is free from ${when}.`,
            );
          }
          expect(decision.howToMakeFree).toBe(
            premium.length > 0 && weekUsed
              ? `Remove ${words} and wait until ${when} to send it free.`
              : premium.length > 0
                ? `Remove ${words} to make it free.`
                : `Wait until ${when} to send it free.`,
          );
        });
      }
    }
  }

  it('ends the trial exactly 24 hours after the account was made', () => {
    expect(isInTrial(created, at(DAY - 1))).toBe(true);
    expect(isInTrial(created, at(DAY))).toBe(false);
    const music = { ...none, hasMusic: true };
    const input = {
      features: music,
      accountCreatedAt: created,
      weeklyFreeCardsAt: [],
      creditsBalance: 0,
    };
    expect(decideCardPrice({ ...input, now: at(DAY - 1) }).kind).toBe('free');
    expect(decideCardPrice({ ...input, now: at(DAY) }).kind).toBe('premium');
  });

  it('counts the week as rolling 7 days from the free card', () => {
    const free = at(3 * DAY);
    expect(weeklyFreeAgainAt([free], at(3 * DAY + 1))).toEqual(at(10 * DAY));
    expect(weeklyFreeAgainAt([free], at(10 * DAY - 1))).toEqual(at(10 * DAY));
    expect(weeklyFreeAgainAt([free], at(10 * DAY))).toBeNull();
    expect(weeklyFreeAgainAt([], at(10 * DAY))).toBeNull();
    // Older weekly cards do not matter; the newest one in the window does.
    expect(weeklyFreeAgainAt([at(2 * DAY), at(5 * DAY)], at(8 * DAY))).toEqual(at(12 * DAY));
  });

  it('writes dates in Lagos time unless told', () => {
    expect(formatPriceDate(new Date('2026-03-09T13:30:00.000Z'))).toBe(
      'Mon 9 Mar, 14:30 (Lagos time)',
    );
    expect(formatPriceDate(new Date('2026-03-09T13:30:00.000Z'), 'UTC')).toBe(
      'Mon 9 Mar, 13:30 (UTC)',
    );
  });
});

describe('premiumEditRefusal', () => {
  const afterTrial = at(3 * DAY);
  const music = { ...none, hasMusic: true };

  it('refuses adding a premium feature to the week’s free card', () => {
    expect(
      premiumEditRefusal({
        card: { priceKind: 'weekly', features: none },
        edited: music,
        accountCreatedAt: created,
        now: afterTrial,
      }),
    ).toBe(
      'Adding Music makes this a premium card (₦800). Cancel it and make a new one, or leave Music out.',
    );
  });

  it('names only the features added', () => {
    expect(
      premiumEditRefusal({
        card: { priceKind: null, features: music },
        edited: { hasMusic: true, hasVoiceNote: true, stickerCount: 2 },
        accountCreatedAt: created,
        now: afterTrial,
      }),
    ).toBe(
      'Adding Recording and Stickers makes this a premium card (₦800). Cancel it and make a new one, or leave Recording and Stickers out.',
    );
  });

  it('allows edits that add nothing premium, edits of paid cards and edits on the first day', () => {
    const base = { accountCreatedAt: created, now: afterTrial };
    expect(
      premiumEditRefusal({
        ...base,
        card: { priceKind: 'weekly', features: music },
        edited: music,
      }),
    ).toBeNull();
    expect(
      premiumEditRefusal({ ...base, card: { priceKind: 'weekly', features: music }, edited: none }),
    ).toBeNull();
    expect(
      premiumEditRefusal({
        ...base,
        card: { priceKind: 'premium', features: none },
        edited: music,
      }),
    ).toBeNull();
    expect(
      premiumEditRefusal({
        ...base,
        now: at(HOUR),
        card: { priceKind: 'trial', features: none },
        edited: music,
      }),
    ).toBeNull();
    expect(
      premiumEditRefusal({ ...base, card: { priceKind: 'trial', features: none }, edited: music }),
    ).toContain('Adding Music');
  });
});
