import type { StickerId } from '@greetly/domain/catalog/stickers';
import { type ComponentType, lazy, Suspense, useState } from 'react';

type ArtComponent = ComponentType<{ id: StickerId }>;

let loaded: ArtComponent | undefined;
let loading: Promise<void> | undefined;

/**
 * Fetches the stickers' drawings (one small module, decision 0035). Pages that may show stickers
 * call it ahead (the card's reveal while its box waits, the server before it renders a card), so
 * a face is drawn whole at once; no other page's first load carries them (decision 0022).
 */
export function preloadStickerArt(): Promise<void> {
  loading ??= import('./art/sticker-art').then((module) => {
    loaded = module.StickerArt;
  });
  return loading;
}

const LazyArt = lazy(async () => {
  await preloadStickerArt();
  return { default: loaded as ArtComponent };
});

/** A sticker's drawing: at once when the drawings are here, else as soon as they arrive. */
export function StickerDrawing({ id }: { id: StickerId }) {
  // Which of the two never changes for a mounted drawing, so it is never remounted.
  const [Art] = useState<ArtComponent>(() => loaded ?? LazyArt);
  return (
    <Suspense fallback={null}>
      <Art id={id} />
    </Suspense>
  );
}
