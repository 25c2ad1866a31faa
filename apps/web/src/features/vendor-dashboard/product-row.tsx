import {
  formatNaira,
  PRODUCT_TRANSITIONS,
  type ProductStatus,
  type ShopStatus,
  type VendorProduct,
} from '@greetly/domain';
import { isListed } from '@greetly/domain/catalog/products';
import { ExternalLink, Gift, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { useOwnMedia } from '../../lib/use-own-media';
import { PRODUCT_STATUS_LABELS, PRODUCT_STATUS_STYLES, transitionLabel } from './product-status';

/** The cover photo, fetched with the owner's token (an unlisted product's photos are private). */
function ProductThumb({ product }: { product: VendorProduct }) {
  const url = useOwnMedia(product.photos[0]?.id ?? null);
  return (
    <span className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-xl bg-blush text-rose-dark ring-1 ring-line">
      {url ? (
        <img src={url} alt="" className="size-full object-cover" />
      ) : (
        <Gift aria-hidden="true" className="size-7" />
      )}
    </span>
  );
}

function stockText(stock: number): string {
  return stock === 0 ? 'Out of stock' : `${stock.toLocaleString('en-NG')} in stock`;
}

/** One product of the vendor's list: what gifters see of it, its state, and what can be done. */
export function ProductRow({
  product,
  shopStatus,
  isBusy,
  onMove,
  onDelete,
}: {
  product: VendorProduct;
  shopStatus: ShopStatus | null;
  isBusy: boolean;
  onMove: (product: VendorProduct, to: ProductStatus) => void;
  onDelete: (product: VendorProduct) => void;
}) {
  const { status, title } = product;
  const isShown = isListed(status, shopStatus);
  return (
    <li
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 lg:flex-row lg:items-center"
      data-testid="vendor-product"
    >
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <ProductThumb product={product} />
        <div className="min-w-0">
          <h3 className="font-display text-lg font-bold text-plum">
            <Link
              to={`/vendordashboard/products/${product.id}`}
              className="break-words hover:text-rose-dark hover:underline"
            >
              {title}
            </Link>
          </h3>
          <p className="text-sm text-plum-soft">{product.category}</p>
          <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
            <span
              className={`rounded-full px-3 py-0.5 text-xs font-semibold ${PRODUCT_STATUS_STYLES[status]}`}
              data-testid="product-status"
            >
              {PRODUCT_STATUS_LABELS[status]}
            </span>
            {status === 'published' && !isShown && (
              <span className="text-xs text-plum-soft">Listed once your shop is approved</span>
            )}
          </div>
        </div>
      </div>
      <dl className="flex items-baseline gap-4 text-sm lg:w-36 lg:shrink-0 lg:flex-col lg:items-start lg:gap-0.5">
        <div>
          <dt className="sr-only">Price</dt>
          <dd className="text-base font-semibold text-plum tabular-nums">
            {formatNaira(product.priceKobo)}
          </dd>
        </div>
        <div>
          <dt className="sr-only">Stock</dt>
          <dd className={product.stock === 0 ? 'font-semibold text-rose-dark' : 'text-plum-soft'}>
            {stockText(product.stock)}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2 lg:w-[25rem] lg:shrink-0 lg:justify-end">
        <ButtonLink
          to={`/vendordashboard/products/${product.id}`}
          variant="secondary"
          size="sm"
          aria-label={`Edit ${title}`}
        >
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </ButtonLink>
        {PRODUCT_TRANSITIONS[status].map((to) => (
          <Button
            key={to}
            variant={to === 'published' ? 'primary' : 'ghost'}
            size="sm"
            disabled={isBusy}
            onClick={() => onMove(product, to)}
            aria-label={`${transitionLabel(status, to)}: ${title}`}
          >
            {transitionLabel(status, to)}
          </Button>
        ))}
        {status === 'draft' && (
          <Button
            variant="ghost"
            size="sm"
            className="text-rose-dark"
            disabled={isBusy}
            onClick={() => onDelete(product)}
            aria-label={`Delete ${title}`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
        )}
        {isShown && (
          <ButtonLink to={product.path} variant="ghost" size="sm" aria-label={`View ${title}`}>
            <ExternalLink aria-hidden="true" className="size-4" />
            View
          </ButtonLink>
        )}
      </div>
    </li>
  );
}
