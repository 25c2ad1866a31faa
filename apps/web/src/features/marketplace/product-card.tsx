import { formatNaira } from '@greetly/domain';
import { ShoppingCart } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { ProductArt } from './product-art';
import type { Product } from './products';

export function ProductCard({
  product,
  onAddToCart,
}: {
  product: Product;
  onAddToCart: (product: Product) => void;
}) {
  const titleId = useId();
  return (
    <li className="group flex flex-col overflow-hidden rounded-3xl border border-line bg-white shadow-soft transition duration-200 hover:-translate-y-1 hover:shadow-lift">
      <div className="relative aspect-[4/3] overflow-hidden">
        <div className="h-full w-full transition duration-300 group-hover:scale-105">
          <ProductArt kind={product.art} tone={product.tone} />
        </div>
        <span
          className={`absolute top-3 left-3 rounded-full px-2.5 py-1 text-xs font-semibold shadow-soft ${
            product.inStock ? 'bg-mint text-white' : 'bg-white text-plum-soft'
          }`}
        >
          {product.inStock ? 'In stock' : 'Out of stock'}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:gap-2 sm:p-5">
        <p className="text-[0.7rem] font-semibold tracking-wider text-rose-dark uppercase sm:text-xs">
          {product.category}
        </p>
        <h3 id={titleId} className="text-base leading-snug font-bold text-plum sm:text-lg">
          {product.title}
        </h3>
        <p className="hidden text-sm text-plum-soft sm:block">{product.blurb}</p>
        <div className="mt-auto flex flex-col gap-2 pt-2 sm:gap-3 sm:pt-3">
          <p className="font-display text-lg font-bold text-plum sm:text-xl">
            <span className="sr-only">Price: </span>
            {formatNaira(product.price)}
          </p>
          {product.inStock ? (
            <Button
              size="sm"
              aria-describedby={titleId}
              onClick={() => onAddToCart(product)}
              className="w-full"
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
              className="w-full bg-cream-deep"
            >
              Out of Stock
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
