import { type PlacedSticker, placedStickerSchema } from '@greetly/domain';
import { z } from 'zod';

const storedStickers = z.array(placedStickerSchema);

/** The stickers column's JSON as the API checked it (decision 0035). */
export function stickersColumn(stickers: readonly PlacedSticker[]): string {
  return JSON.stringify(stickers);
}

/**
 * A card's stored stickers. They were written only after the API checked them, so anything else
 * is a server bug: it fails loudly (500), as a stored value outside the studio's lists does.
 */
export function stickersOf(column: string): PlacedSticker[] {
  const parsed = storedStickers.safeParse(JSON.parse(column));
  if (!parsed.success) throw new Error('cards.stickers holds stickers the API would refuse.');
  return parsed.data;
}
