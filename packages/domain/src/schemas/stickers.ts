import { z } from 'zod';
import { STICKER_IDS, STICKER_LIMITS, STICKER_MESSAGES } from '../catalog/stickers.ts';

const fraction = z
  .number({ error: STICKER_MESSAGES.offCard })
  .min(0, STICKER_MESSAGES.offCard)
  .max(1, STICKER_MESSAGES.offCard);

/** One sticker on a card's face (see STICKER_LIMITS for what the numbers mean). */
export const placedStickerSchema = z.object({
  id: z.enum(STICKER_IDS, { error: STICKER_MESSAGES.unknown }),
  x: fraction,
  y: fraction,
  size: z
    .number({ error: STICKER_MESSAGES.size })
    .min(STICKER_LIMITS.minSize, STICKER_MESSAGES.size)
    .max(STICKER_LIMITS.maxSize, STICKER_MESSAGES.size),
  rotation: z
    .number({ error: STICKER_MESSAGES.rotation })
    .min(-STICKER_LIMITS.maxRotation, STICKER_MESSAGES.rotation)
    .max(STICKER_LIMITS.maxRotation, STICKER_MESSAGES.rotation),
});

/** A card's stickers, in drawing order (the last on top); none when left out. */
export const stickersField = z
  .array(placedStickerSchema, { error: STICKER_MESSAGES.tooMany })
  .max(STICKER_LIMITS.perCard, STICKER_MESSAGES.tooMany)
  .default([]);
