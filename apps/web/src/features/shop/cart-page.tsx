import type { ProductCategory } from '@greetly/domain/catalog/products';
import { formatNaira } from '@greetly/domain/money';
import { ShoppingBag, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { Container, PageHeader } from '../../components/ui/layout-bits';
import { artOf } from '../marketplace/art-style';
import { ProductArt } from '../marketplace/product-art';
import { type CartItem, cartSummary, removeFromCart, setCartQuantity, useCart } from './cart-store';
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

function CartRow({ item }: { item: CartItem }) {
  return (
    <tr className="border-b border-line last:border-b-0">
      <td className="py-4 pr-2 align-top sm:pr-4">
        {/* On a phone the picture sits above the words, leaving them the cell's width. */}
        <div className="flex flex-col gap-2 sm:flex-row sm:gap-3">
          <div className="size-12 shrink-0 overflow-hidden rounded-xl bg-cream-deep sm:size-16">
            <ItemPicture item={item} />
          </div>
          <div className="min-w-0">
            <Link
              to={item.path}
              className="font-semibold break-words text-plum hover:text-rose-dark hover:underline"
            >
              {item.title}
            </Link>
            <p className="text-sm break-words text-plum-soft">{item.shopName}</p>
            <p className="text-sm text-plum-soft sm:hidden">{formatNaira(item.priceKobo)} each</p>
            <button
              type="button"
              aria-label={`Remove ${item.title}`}
              onClick={() => removeFromCart(item.ref)}
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
        <QuantityStepper
          value={item.quantity}
          min={0}
          max={item.stock}
          name={item.title}
          onChange={(quantity) => setCartQuantity(item.ref, quantity)}
        />
      </td>
      <td className="py-4 text-right align-top font-semibold whitespace-nowrap text-plum">
        {formatNaira(item.priceKobo * item.quantity)}
      </td>
    </tr>
  );
}

function EmptyCart() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-3xl border border-dashed border-line bg-white/70 px-6 py-12 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-blush text-rose-dark">
        <ShoppingBag aria-hidden="true" className="size-8" />
      </span>
      <h2 className="mt-5 text-2xl font-bold text-plum">Your cart is empty</h2>
      <p className="mt-2 text-plum-soft">
        Cakes, bouquets and keepsakes are waiting in the marketplace, ready to go with your card.
      </p>
      <ButtonLink to="/marketplace" className="mt-6">
        Browse the marketplace
      </ButtonLink>
    </div>
  );
}

/** The spec's cart: the item table, the order summary and Checkout (kept in this browser). */
export default function CartPage() {
  const items = useCart();
  const { itemCount, subtotalKobo } = cartSummary(items);

  return (
    <>
      <title>Your Cart · Greetly</title>
      <PageHeader title="Your Cart" lead="Gifts you add from the marketplace wait for you here." />
      <Container className="pb-20">
        {items.length === 0 ? (
          <EmptyCart />
        ) : (
          <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="overflow-hidden rounded-3xl border border-line bg-white px-3 shadow-soft sm:px-6">
              <table className="w-full text-left">
                <caption className="sr-only">Gifts in your cart</caption>
                <thead className="border-b border-line text-xs font-semibold tracking-wider text-plum-soft uppercase">
                  <tr>
                    <th scope="col" className="py-3 pr-2 sm:pr-4">
                      Item
                    </th>
                    <th scope="col" className="hidden py-3 pr-4 sm:table-cell">
                      Price
                    </th>
                    <th scope="col" className="py-3 pr-2 sm:pr-4">
                      Quantity
                    </th>
                    <th scope="col" className="py-3 text-right">
                      Total
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((item) => (
                    <CartRow key={item.ref} item={item} />
                  ))}
                </tbody>
              </table>
            </div>

            <aside
              aria-labelledby="order-summary"
              className="rounded-3xl border border-line bg-white p-6 shadow-soft lg:sticky lg:top-24"
            >
              <h2 id="order-summary" className="text-xl font-bold text-plum">
                Order summary
              </h2>
              <dl className="mt-4 space-y-2 text-plum-soft">
                <div className="flex justify-between gap-4">
                  <dt>Items</dt>
                  <dd data-testid="cart-item-count">{itemCount}</dd>
                </div>
                <div className="flex justify-between gap-4 border-t border-line pt-2 text-lg font-bold text-plum">
                  <dt>Subtotal</dt>
                  <dd data-testid="cart-subtotal">{formatNaira(subtotalKobo)}</dd>
                </div>
              </dl>
              <p className="mt-3 text-sm text-plum-soft">
                Delivery and any coupon are added at checkout, where prices and stock are checked
                again.
              </p>
              {itemCount > 0 ? (
                <ButtonLink to="/checkout" size="lg" className="mt-6 w-full">
                  Checkout
                </ButtonLink>
              ) : (
                <>
                  <Button
                    size="lg"
                    disabled
                    aria-describedby="checkout-hint"
                    className="mt-6 w-full"
                  >
                    Checkout
                  </Button>
                  <p id="checkout-hint" className="mt-2 text-center text-sm text-plum-soft">
                    Set a quantity of at least 1 to check out.
                  </p>
                </>
              )}
            </aside>
          </div>
        )}
      </Container>
    </>
  );
}
