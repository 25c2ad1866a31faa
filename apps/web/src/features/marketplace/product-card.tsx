import { formatNaira } from '@greetly/domain/money';
import type { ProductSummary } from '@greetly/domain/schemas/products';
import { Clock, ShoppingCart } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { useAddToCart } from './added-to-cart';
import { DemoBadge } from './demo-badge';
import { ProductImage } from './product-image';
import { leadTimeText } from './product-text';

/**
 * A listed gift in a grid: picture, category, title (the link to its page, which the whole card
 * answers to), shop, price and Add to Cart.
 */
export function ProductCard({ product, isLazy }: { product: ProductSummary; isLazy: boolean }) {
  const titleId = useId();
  const add = useAddToCart();
  const isInStock = product.stock > 0;
  return (
    <li className="group relative flex min-w-0 flex-col overflow-hidden rounded-3xl border border-line bg-white shadow-soft transition duration-200 hover:-translate-y-1 hover:shadow-lift">
      <div className="relative aspect-[4/3] overflow-hidden bg-cream-deep">
        <ProductImage
          product={product}
          isLazy={isLazy}
          className="transition duration-300 group-hover:scale-105"
        />
        {/* One wrapping row for the badges, so on a narrow card "Demo" goes under the stock
            badge instead of over it. */}
        <div className="absolute inset-x-2 top-2 flex flex-wrap items-start justify-between gap-1.5 sm:inset-x-3 sm:top-3">
          <span
            className={`rounded-full px-2.5 py-1 text-xs font-semibold shadow-soft ${
              isInStock ? 'bg-mint text-white' : 'bg-white text-plum-soft'
            }`}
          >
            {isInStock ? 'In stock' : 'Out of stock'}
          </span>
          {product.isDemo && <DemoBadge of="product" />}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:gap-1.5 sm:p-5">
        <p className="text-[0.7rem] font-semibold tracking-wider text-rose-dark uppercase sm:text-xs">
          {product.category}
        </p>
        <h3
          id={titleId}
          className="text-base leading-snug font-bold break-words text-plum sm:text-lg"
        >
          {/* The link stretches over the whole card (its ::after), so the picture opens it too. */}
          <Link
            to={product.path}
            className="after:absolute after:inset-0 after:rounded-3xl hover:text-rose-dark focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-gold"
          >
            {product.title}
          </Link>
        </h3>
        <p className="truncate text-sm text-plum-soft">
          <span className="sr-only">Shop: </span>
          {product.shopName}
        </p>
        <div className="mt-auto flex flex-col gap-2 pt-2 sm:gap-3 sm:pt-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-2">
            <p className="font-display text-lg font-bold text-plum sm:text-xl">
              <span className="sr-only">Price: </span>
              {formatNaira(product.priceKobo)}
            </p>
            {product.leadTimeDays > 0 && (
              <p className="flex items-center gap-1 text-xs text-plum-soft">
                <Clock aria-hidden="true" className="size-3.5" />
                {leadTimeText(product.leadTimeDays)}
              </p>
            )}
          </div>
          {isInStock ? (
            <Button
              size="sm"
              aria-describedby={titleId}
              onClick={() => add(product)}
              className="relative z-10 w-full"
            >
              <ShoppingCart aria-hidden="true" className="size-4" />
              Add to Cart
            </Button>
          ) : (
            <Button
              size="sm"
              variant="ghost"
              disabled
              aria-describedby={titleId}
              className="relative z-10 w-full bg-cream-deep"
            >
              Out of Stock
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
