import {
  isStickerId,
  type PlacedSticker,
  STICKER_LIMITS,
  STICKER_NAMES,
  type StickerId,
} from '@greetly/domain/catalog/stickers';
import type { CSSProperties } from 'react';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** Four decimals: a tenth of a pixel on a 1000-pixel face, and tidy numbers in the draft. */
const tidy = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * Where a sticker's box goes on a face of any size: its centre at (x, y) of the face, its width a
 * fraction of the face's width, turned about its centre. Every face that shows stickers (the
 * studio's, the viewer's) places them with this, so they sit alike everywhere.
 */
export function stickerBoxStyle(sticker: PlacedSticker): CSSProperties {
  return {
    position: 'absolute',
    left: `${sticker.x * 100}%`,
    top: `${sticker.y * 100}%`,
    width: `${sticker.size * 100}%`,
    aspectRatio: '1 / 1',
    transform: `translate(-50%, -50%) rotate(${sticker.rotation}deg)`,
  };
}

/** An angle in degrees brought into -180..180 (a full turn is no turn). */
export function normalizedRotation(degrees: number): number {
  const turned = ((((degrees + 180) % 360) + 360) % 360) - 180;
  return tidy(turned === -180 && degrees > 0 ? 180 : turned);
}

/** The sticker kept within the limits the server checks: on the face, sized and turned within bounds. */
export function withinLimits(sticker: PlacedSticker): PlacedSticker {
  return {
    id: sticker.id,
    x: tidy(clamp(sticker.x, 0, 1)),
    y: tidy(clamp(sticker.y, 0, 1)),
    size: tidy(clamp(sticker.size, STICKER_LIMITS.minSize, STICKER_LIMITS.maxSize)),
    rotation: normalizedRotation(sticker.rotation),
  };
}

/** A new sticker from the tray: in the middle (or where it was dropped), upright. */
export function newSticker(id: StickerId, x = 0.5, y = 0.5): PlacedSticker {
  return withinLimits({ id, x, y, size: STICKER_LIMITS.startSize, rotation: 0 });
}

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** The stickers of a stored draft: known ones only, within limits, at most the card's 10. */
export function cleanStickers(stored: unknown): PlacedSticker[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .flatMap((item: unknown) => {
      if (typeof item !== 'object' || item === null) return [];
      const { id, x, y, size, rotation } = item as Record<string, unknown>;
      if (
        !isStickerId(id) ||
        !isNumber(x) ||
        !isNumber(y) ||
        !isNumber(size) ||
        !isNumber(rotation)
      )
        return [];
      return [withinLimits({ id, x, y, size, rotation })];
    })
    .slice(0, STICKER_LIMITS.perCard);
}

export const stickerName = (id: StickerId) => STICKER_NAMES[id];
