import { describe, expect, it } from 'vitest';
import {
  createCardSchema,
  createInfoStepSchema,
  isStickerId,
  placedStickerSchema,
  STICKER_IDS,
  STICKER_LIMITS,
  STICKER_MESSAGES,
  STICKER_NAMES,
  scheduleMoreStepSchema,
  stickersField,
} from '../src/index.ts';

const jollof = { id: 'jollof', x: 0.5, y: 0.5, size: 0.22, rotation: 0 };
const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('the sticker catalogue', () => {
  it('has at least 24 stickers, each with a name of its own', () => {
    expect(STICKER_IDS.length).toBeGreaterThanOrEqual(24);
    const names = STICKER_IDS.map((id) => STICKER_NAMES[id]);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name.trim()).not.toBe('');
    expect(STICKER_NAMES.jollof).toBe('Jollof rice');
  });

  it('tells ids from other words', () => {
    expect(isStickerId('gele')).toBe(true);
    expect(isStickerId('dragon')).toBe(false);
    expect(isStickerId(3)).toBe(false);
  });
});

describe('a placed sticker', () => {
  it('accepts the corners, the bounds and both turning limits', () => {
    for (const change of [
      { x: 0, y: 0 },
      { x: 1, y: 1 },
      { size: STICKER_LIMITS.minSize },
      { size: STICKER_LIMITS.maxSize },
      { rotation: -180 },
      { rotation: 180 },
    ]) {
      expect(placedStickerSchema.safeParse({ ...jollof, ...change }).success).toBe(true);
    }
  });

  it.each([
    [{ id: 'dragon' }, 'id', STICKER_MESSAGES.unknown],
    [{ x: -0.01 }, 'x', STICKER_MESSAGES.offCard],
    [{ y: 1.2 }, 'y', STICKER_MESSAGES.offCard],
    [{ x: 'middle' }, 'x', STICKER_MESSAGES.offCard],
    [{ size: 0.05 }, 'size', STICKER_MESSAGES.size],
    [{ size: 0.6 }, 'size', STICKER_MESSAGES.size],
    [{ rotation: 181 }, 'rotation', STICKER_MESSAGES.rotation],
    [{ rotation: -720 }, 'rotation', STICKER_MESSAGES.rotation],
    [{ x: Number.NaN }, 'x', STICKER_MESSAGES.offCard],
  ])('refuses %o with its message', (change, path, message) => {
    expect(issuesOf(placedStickerSchema.safeParse({ ...jollof, ...change }))).toEqual([
      [path, message],
    ]);
  });
});

describe("a card's stickers", () => {
  it('are none when left out, and keep their order', () => {
    expect(stickersField.parse(undefined)).toEqual([]);
    const two = [jollof, { ...jollof, id: 'gele', x: 0.1 }];
    expect(stickersField.parse(two)).toEqual(two);
  });

  it('are at most 10', () => {
    expect(stickersField.safeParse(Array(10).fill(jollof)).success).toBe(true);
    expect(issuesOf(stickersField.safeParse(Array(11).fill(jollof)))).toEqual([
      ['', STICKER_MESSAGES.tooMany],
    ]);
  });

  it('are checked with the card, by the steps that place them and by the API', () => {
    const bad = [{ ...jollof, id: 'dragon' }];
    expect(
      issuesOf(createInfoStepSchema.safeParse({ recipientName: 'Amara', stickers: bad })),
    ).toEqual([['stickers.0.id', STICKER_MESSAGES.unknown]]);
    expect(issuesOf(scheduleMoreStepSchema.safeParse({ stickers: bad }))).toEqual([
      ['stickers.0.id', STICKER_MESSAGES.unknown],
    ]);
    const card = createCardSchema.safeParse({ stickers: bad });
    expect(issuesOf(card)).toContainEqual(['stickers.0.id', STICKER_MESSAGES.unknown]);
  });
});
