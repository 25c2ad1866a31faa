import type { ProductCategory } from '@greetly/domain/catalog/products';
import { artOf } from './art-style';
import { ProductArt } from './product-art';

/**
 * A product's picture: its photo (sized so the page does not shift when it arrives), or its
 * category's illustration when it has none. Fills its box; the box sets the shape.
 */
export function ProductImage({
  product,
  photoUrl = product.photoUrl,
  isLazy = false,
  className = '',
}: {
  product: { ref: string; title: string; category: ProductCategory; photoUrl: string | null };
  /** Another photo of the product than its first (the product page's gallery). */
  photoUrl?: string | null;
  /** Below the first screenful: the browser fetches it when it comes near. */
  isLazy?: boolean;
  className?: string;
}) {
  if (photoUrl) {
    return (
      <img
        src={photoUrl}
        alt={product.title}
        width={800}
        height={600}
        loading={isLazy ? 'lazy' : 'eager'}
        decoding="async"
        className={`h-full w-full object-cover ${className}`}
      />
    );
  }
  const { kind, tone } = artOf(product.category, product.ref);
  return (
    <div className={`h-full w-full ${className}`}>
      <ProductArt kind={kind} tone={tone} />
    </div>
  );
}
