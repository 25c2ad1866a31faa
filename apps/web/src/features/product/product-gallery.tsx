import type { ProductDetail } from '@greetly/domain/schemas/products';
import { type KeyboardEvent, useRef, useState } from 'react';
import { ProductImage } from '../marketplace/product-image';

/**
 * The product's photos: the chosen one large, and a thumbnail button for each (arrow keys move
 * between them). A product without photos shows its category's illustration.
 */
export function ProductGallery({ product }: { product: ProductDetail }) {
  const [shown, setShown] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const photos = product.photos;
  const current = photos[Math.min(shown, photos.length - 1)];

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: photos.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const wrapped = (next + photos.length) % photos.length;
    setShown(wrapped);
    thumbs.current[wrapped]?.focus();
  };

  return (
    <div className="min-w-0">
      <div className="relative aspect-[4/3] overflow-hidden rounded-3xl border border-line bg-cream-deep shadow-soft">
        <ProductImage product={product} photoUrl={current?.url ?? null} />
      </div>
      {photos.length > 1 && (
        <fieldset className="mt-3 flex min-w-0 gap-2 overflow-x-auto p-1">
          <legend className="sr-only">Photos</legend>
          {photos.map((photo, index) => (
            <button
              key={photo.id}
              ref={(element) => {
                thumbs.current[index] = element;
              }}
              type="button"
              aria-label={`Photo ${index + 1} of ${photos.length}`}
              aria-pressed={index === shown}
              tabIndex={index === shown ? 0 : -1}
              onClick={() => setShown(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`size-16 shrink-0 overflow-hidden rounded-xl border-2 transition sm:size-20 ${
                index === shown ? 'border-rose' : 'border-transparent opacity-75 hover:opacity-100'
              }`}
            >
              <img
                src={photo.url}
                alt=""
                width={80}
                height={80}
                loading="lazy"
                className="h-full w-full object-cover"
              />
            </button>
          ))}
        </fieldset>
      )}
    </div>
  );
}
