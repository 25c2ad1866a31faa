import { buyableQuantity, type ProductCategory } from '@greetly/domain/catalog/products';
import { formatNaira } from '@greetly/domain/money';
import { AlertTriangle, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { artOf } from '../marketplace/art-style';
import { ProductArt } from '../marketplace/product-art';
import type { CartItem } from './cart-lines';
import { QuantityStepper } from './quantity-stepper';

/** The kept line has no category; its picture stands in with a gift box of its own tint. */
const NO_PHOTO_CATEGORY: ProductCategory = 'Gift Packs';

function ItemPicture({ item }: { item: CartItem }) {
  if (item.photoUrl) {
    return (
      <img src={item.photoUrl} alt="" width={64} height={64} className="size-full object-cover" />
    );
  }
  const { kind, tone } = artOf(NO_PHOTO_CATEGORY, item.ref);
  return <ProductArt kind={kind} tone={tone} />;
}

/** What changed about the line's gift since it was chosen, in words; null when nothing did. */
export function noticeText(item: CartItem): string | null {
  switch (item.notice) {
    case 'price_changed':
      return `Price changed from ${formatNaira(item.priceWhenAddedKobo)} to ${formatNaira(item.priceKobo)}`;
    case 'out_of_stock':
      return 'Out of stock';
    case 'low_stock':
      return `Only ${item.stock} left`;
    case 'unavailable':
      return 'No longer available';
    default:
      return null;
  }
}

/** How many of the line can be bought: none of a gift no longer listed, never beyond the stock. */
export const buyableOf = (item: CartItem) =>
  buyableQuantity({ quantity: item.quantity, stock: item.stock, isListed: item.available });

/** At 0 the row asks before the gift leaves the cart. */
function RemoveQuestion({
  item,
  onRemove,
  onKeep,
}: {
  item: CartItem;
  onRemove: () => void;
  onKeep: () => void;
}) {
  const keepRef = useRef<HTMLButtonElement>(null);
  // The − button that led here is disabled at 0: the question takes the focus instead.
  useEffect(() => keepRef.current?.focus(), []);
  return (
    <fieldset className="mt-2 flex flex-wrap items-center gap-2">
      <legend className="float-left mr-1 text-sm font-semibold text-plum">Remove this gift?</legend>
      <Button size="sm" onClick={onRemove} aria-label={`Remove ${item.title} from your cart`}>
        Remove
      </Button>
      <Button
        ref={keepRef}
        size="sm"
        variant="secondary"
        onClick={onKeep}
        aria-label={`Keep ${item.title}`}
      >
        Keep
      </Button>
    </fieldset>
  );
}

/** One gift of the cart: picture, name, shop, what changed, price, quantity and line total. */
export function CartRow({
  item,
  asking,
  onQuantity,
  onRemove,
  onKeep,
}: {
  item: CartItem;
  /** The quantity was set to 0: the row asks whether to remove the gift. */
  asking: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  onKeep: () => void;
}) {
  const notice = noticeText(item);
  const canBuy = item.available && item.stock > 0;
  return (
    <tr className="border-b border-line last:border-b-0">
      <td className="py-4 pr-2 align-top sm:pr-4">
        {/* On a phone the picture sits above the words, leaving them the cell's width. */}
        <div className="flex flex-col gap-2 sm:flex-row sm:gap-3">
          <div className="size-12 shrink-0 overflow-hidden rounded-xl bg-cream-deep sm:size-16">
            <ItemPicture item={item} />
          </div>
          <div className="min-w-0">
            {item.available ? (
              <Link
                to={item.path}
                className="font-semibold break-words text-plum hover:text-rose-dark hover:underline"
              >
                {item.title}
              </Link>
            ) : (
              // Its page answers only while it is listed.
              <p className="font-semibold break-words text-plum">{item.title}</p>
            )}
            <p className="text-sm break-words text-plum-soft">{item.shopName}</p>
            {notice && (
              <p
                data-testid="cart-line-notice"
                className="mt-1 flex items-center gap-1 text-sm font-medium text-rose-dark"
              >
                <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
                {notice}
              </p>
            )}
            <p className="text-sm text-plum-soft sm:hidden">{formatNaira(item.priceKobo)} each</p>
            <button
              type="button"
              aria-label={`Remove ${item.title}`}
              onClick={onRemove}
              className="-ml-2 mt-1 inline-flex items-center gap-1 rounded-full px-2 py-1.5 text-sm font-medium text-rose-dark hover:bg-blush"
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Remove
            </button>
          </div>
        </div>
      </td>
      <td className="hidden py-4 pr-4 align-top whitespace-nowrap text-plum sm:table-cell">
        {formatNaira(item.priceKobo)}
      </td>
      <td className="py-4 pr-2 align-top sm:pr-4">
        {canBuy || asking ? (
          <QuantityStepper
            value={asking ? 0 : item.quantity}
            min={0}
            max={item.stock}
            name={item.title}
            onChange={onQuantity}
          />
        ) : (
          <p className="px-3 py-2 font-semibold text-plum-soft tabular-nums">
            <span className="sr-only">Quantity: </span>
            {item.quantity}
          </p>
        )}
        {asking && <RemoveQuestion item={item} onRemove={onRemove} onKeep={onKeep} />}
      </td>
      <td className="py-4 text-right align-top font-semibold whitespace-nowrap text-plum">
        {formatNaira(asking ? 0 : buyableOf(item) * item.priceKobo)}
      </td>
    </tr>
  );
}
