import type { ProductSummary } from '@greetly/domain/schemas/products';
import { ProductCard } from './product-card';

/** The cards of the first row on the widest grid: their photos are fetched at once. */
const FIRST_ROW = 4;

const GRID = 'grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4';

/** A grid of listed gifts (marketplace, shop page, "More from this shop"). */
export function ProductGrid({
  products,
  isStale = false,
  label,
}: {
  products: readonly ProductSummary[];
  /** The previous search's gifts, shown while the next one's come: dimmed and marked busy. */
  isStale?: boolean;
  label?: string;
}) {
  return (
    <ul
      data-testid="product-grid"
      aria-label={label}
      aria-busy={isStale || undefined}
      className={`${GRID} transition-opacity ${isStale ? 'opacity-60' : ''}`}
    >
      {products.map((product, index) => (
        <ProductCard key={product.ref} product={product} isLazy={index >= FIRST_ROW} />
      ))}
    </ul>
  );
}

/** The grid's shape while its gifts are on their way (also the prerendered marketplace's). */
export function ProductGridSkeleton({
  count = 8,
  label = 'Loading gifts…',
}: {
  count?: number;
  label?: string;
}) {
  return (
    <div data-testid="product-grid-skeleton">
      <p role="status" className="sr-only">
        {label}
      </p>
      <ul aria-hidden="true" className={GRID}>
        {Array.from({ length: count }, (_, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing but their place
            key={index}
            className="flex flex-col overflow-hidden rounded-3xl border border-line bg-white shadow-soft"
          >
            <div className="aspect-[4/3] animate-pulse bg-cream-deep" />
            <div className="flex flex-col gap-2 p-3 sm:p-5">
              <span className="h-3 w-1/3 animate-pulse rounded-full bg-blush" />
              <span className="h-5 w-4/5 animate-pulse rounded-full bg-blush" />
              <span className="h-4 w-1/2 animate-pulse rounded-full bg-cream-deep" />
              <span className="mt-3 h-6 w-1/3 animate-pulse rounded-full bg-blush" />
              <span className="h-8 w-full animate-pulse rounded-full bg-cream-deep" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
