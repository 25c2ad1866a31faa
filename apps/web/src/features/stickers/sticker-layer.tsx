import type { PlacedSticker } from '@greetly/domain/catalog/stickers';
import { StickerDrawing } from './sticker-drawing';
import { stickerBoxStyle, stickerName } from './sticker-geometry';

/**
 * A card face's stickers, drawn from the card's data over the whole face (decision 0035): the
 * one component that shows them in the studio, the Live Preview, the recipient's page and the
 * sender's own view of a card. Each is named for screen readers; none takes pointer or focus.
 */
export function StickerLayer({ stickers }: { stickers?: readonly PlacedSticker[] }) {
  if (!stickers?.length) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group of pictures, not form controls
    <div
      role="group"
      aria-label="Stickers"
      data-testid="sticker-layer"
      className="pointer-events-none absolute inset-0"
    >
      {stickers.map((sticker, index) => (
        <div
          // Stickers have no ids of their own; their order is their identity (the last on top).
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          role="img"
          aria-label={stickerName(sticker.id)}
          data-testid="placed-sticker"
          style={stickerBoxStyle(sticker)}
        >
          <StickerDrawing id={sticker.id} />
        </div>
      ))}
    </div>
  );
}
