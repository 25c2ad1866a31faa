import {
  DEFAULT_CHECKOUT_FEES,
  DELIVERY_OPTION_LABELS,
  deliveryFeePerShop,
} from '@greetly/domain/catalog/checkout';
import { formatNaira } from '@greetly/domain/money';
import {
  CART_ESTIMATE_DELIVERY,
  type CartEstimateLine,
  estimateCart,
} from '@greetly/domain/rules/order-pricing';
import { ShoppingBag, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button, ButtonLink } from '../../components/ui/button';
import { Container, PageHeader } from '../../components/ui/layout-bits';
import { buyableOf, CartRow } from './cart-row';
import {
  type CartItem,
  dismissCartMessage,
  removeFromCart,
  retryCart,
  setCartQuantity,
  useCart,
  useCartMessage,
  useCartStatus,
} from './cart-store';
import { useGuestQuote } from './guest-quote';

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

function CouldNotLoad({ message }: { message: string | null }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center">
      <p className="text-plum">{message}</p>
      <Button onClick={retryCart} className="mt-6">
        Try again
      </Button>
    </div>
  );
}

/** The cart's latest word (a clamped quantity, a refused change, gifts not merged), until dismissed. */
function CartMessage({ message }: { message: string }) {
  return (
    <div className="mb-6 flex items-start gap-3 rounded-2xl border border-line bg-white p-4 text-plum shadow-soft">
      <p className="min-w-0 flex-1 break-words">{message}</p>
      <button
        type="button"
        onClick={dismissCartMessage}
        aria-label="Dismiss"
        className="-m-1 rounded-full p-1.5 text-plum-soft hover:bg-blush hover:text-plum"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/** A figure of the summary: its words and its amount. */
function SummaryRow({
  label,
  value,
  testId,
  strong = false,
}: {
  label: ReactNode;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex justify-between gap-4 ${strong ? 'border-t border-line pt-2 text-lg font-bold text-plum' : ''}`}
    >
      <dt className="min-w-0 break-words">{label}</dt>
      <dd data-testid={testId} className="shrink-0 tabular-nums">
        {value}
      </dd>
    </div>
  );
}

/**
 * The cart's summary: the items, and what the checkout will charge for them by its own rule
 * (domain estimateCart): the spec's shipping line as fast delivery once per shop, chosen at
 * checkout, VAT and the estimated total. The fees are the spec's until the checkout's quote
 * names the operator's.
 */
function OrderSummary({
  itemCount,
  subtotalKobo,
  lines,
}: {
  itemCount: number;
  subtotalKobo: number;
  lines: readonly CartEstimateLine[];
}) {
  const fees = DEFAULT_CHECKOUT_FEES;
  const estimate = estimateCart(lines, fees);
  const shops = estimate?.shops.length ?? 0;
  const perShop = formatNaira(deliveryFeePerShop(CART_ESTIMATE_DELIVERY, fees));
  const delivery = DELIVERY_OPTION_LABELS[CART_ESTIMATE_DELIVERY];
  return (
    <aside
      aria-labelledby="order-summary"
      className="rounded-3xl border border-line bg-white p-6 shadow-soft lg:sticky lg:top-24"
    >
      <h2 id="order-summary" className="text-xl font-bold text-plum">
        Order summary
      </h2>
      <dl className="mt-4 space-y-2 text-plum-soft">
        <SummaryRow label="Items" value={String(itemCount)} testId="cart-item-count" />
        <SummaryRow label="Subtotal" value={formatNaira(subtotalKobo)} testId="cart-subtotal" />
        {estimate && (
          <>
            <SummaryRow
              label={shops > 1 ? `${delivery} (${shops} shops)` : delivery}
              value={formatNaira(estimate.deliveryKobo)}
              testId="cart-delivery"
            />
            <SummaryRow
              label={`VAT ${estimate.taxRateBasisPoints / 100}%`}
              value={formatNaira(estimate.taxKobo)}
              testId="cart-tax"
            />
          </>
        )}
        <SummaryRow
          label="Estimated total"
          value={formatNaira(estimate?.totalKobo ?? 0)}
          testId="cart-total"
          strong
        />
      </dl>
      <p className="mt-3 text-sm text-plum-soft">
        Delivery is chosen at checkout: the estimate counts {delivery.toLowerCase()}, {perShop} per
        shop (gift delivery with a card is {formatNaira(deliveryFeePerShop('gift', fees))} per
        shop). A gift bag and any coupon are added there too, where prices and stock are checked
        again.
      </p>
      {itemCount > 0 ? (
        <ButtonLink to="/checkout" size="lg" className="mt-6 w-full">
          Checkout
        </ButtonLink>
      ) : (
        <>
          <Button size="lg" disabled aria-describedby="checkout-hint" className="mt-6 w-full">
            Checkout
          </Button>
          <p id="checkout-hint" className="mt-2 text-center text-sm text-plum-soft">
            Set a quantity of at least 1 to check out.
          </p>
        </>
      )}
    </aside>
  );
}

function CartTable({
  items,
  isAsking,
  onAsk,
  onKeep,
  onRemove,
}: {
  items: readonly CartItem[];
  isAsking: (item: CartItem) => boolean;
  onAsk: (item: CartItem, asking: boolean) => void;
  onKeep: (item: CartItem) => void;
  onRemove: (item: CartItem) => void;
}) {
  return (
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
            <CartRow
              key={item.ref}
              item={item}
              asking={isAsking(item)}
              onQuantity={(quantity) => {
                onAsk(item, quantity === 0);
                if (quantity > 0) setCartQuantity(item.ref, quantity);
              }}
              onKeep={() => onKeep(item)}
              onRemove={() => onRemove(item)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The spec's cart: the item table, the order summary and Checkout. A guest's cart is kept in
 * this browser (and checked against the marketplace), a signed-in account's on the server; each
 * line says what changed since it was chosen, and a quantity set to 0 asks before the gift
 * leaves the cart.
 */
export default function CartPage() {
  const items = useCart();
  const status = useCartStatus();
  const message = useCartMessage();
  // A guest's lines say what changed since they were added once the server has checked them.
  useGuestQuote(items);
  // Lines set to 0 that wait for Remove or Keep: the cart itself still holds them.
  const [asking, setAsking] = useState<ReadonlySet<string>>(() => new Set());
  const isAsking = (item: CartItem) => item.quantity === 0 || asking.has(item.ref);
  const ask = (item: CartItem, on: boolean) =>
    setAsking((current) => {
      if (current.has(item.ref) === on) return current;
      const next = new Set(current);
      if (on) next.add(item.ref);
      else next.delete(item.ref);
      return next;
    });

  let itemCount = 0;
  let subtotalKobo = 0;
  const estimateLines: CartEstimateLine[] = [];
  for (const item of items) {
    const buyable = isAsking(item) ? 0 : buyableOf(item);
    itemCount += buyable;
    subtotalKobo += buyable * item.priceKobo;
    estimateLines.push({ shopKey: item.shopName, unitPriceKobo: item.priceKobo, qty: buyable });
  }

  let content: ReactNode;
  if (status === 'loading') {
    content = (
      <p role="status" className="text-center text-plum-soft">
        Loading your cart…
      </p>
    );
  } else if (status === 'failed') {
    content = <CouldNotLoad message={message} />;
  } else if (items.length === 0) {
    content = <EmptyCart />;
  } else {
    content = (
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <CartTable
          items={items}
          isAsking={isAsking}
          onAsk={ask}
          onKeep={(item) => {
            ask(item, false);
            // A line an older version kept at 0 comes back with one.
            if (item.quantity === 0) setCartQuantity(item.ref, 1);
          }}
          onRemove={(item) => {
            ask(item, false);
            removeFromCart(item.ref);
          }}
        />
        <OrderSummary itemCount={itemCount} subtotalKobo={subtotalKobo} lines={estimateLines} />
      </div>
    );
  }

  return (
    <>
      <title>Your Cart · Greetly</title>
      <PageHeader title="Your Cart" lead="Gifts you add from the marketplace wait for you here." />
      <Container className="pb-20">
        <div role="status" aria-live="polite">
          {status === 'ready' && message && <CartMessage message={message} />}
        </div>
        {content}
      </Container>
    </>
  );
}
