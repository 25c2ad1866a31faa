import type { DeliveryOption } from '@greetly/domain/catalog/checkout';
import { LockKeyhole, ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { Container, PageHeader } from '../../components/ui/layout-bits';
import { QueryScope } from '../../lib/query-scope';
import { fromState } from '../session/remembered-path';
import { useSession } from '../session/session-context';
import {
  cartSummary,
  isGuestCart,
  retryCart,
  useCart,
  useCartMessage,
  useCartSettled,
  useCartStatus,
} from './cart-store';
import { CheckoutForm } from './checkout-form';
import { rememberedGiftForCard } from './gift-for-card';

function Panel({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
      {children}
    </div>
  );
}

/** A guest is asked to sign in (or sign up) and comes back here, the cart merged into the account. */
function SignInToCheckout() {
  const location = useLocation();
  const back = fromState(location);
  return (
    <Panel>
      <span className="grid size-16 place-items-center rounded-full bg-blush text-rose-dark">
        <LockKeyhole aria-hidden="true" className="size-8" />
      </span>
      <h2 className="mt-5 text-2xl font-bold text-plum">Sign in to check out</h2>
      <p className="mt-2 text-plum-soft">
        An order needs an account: it keeps your address and lets you follow your gifts to the door.
        The gifts in your cart come with you when you sign in.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/signin" state={back}>
          Sign in to check out
        </ButtonLink>
        <ButtonLink to="/signup" state={back} variant="secondary">
          Create an account
        </ButtonLink>
      </div>
    </Panel>
  );
}

function EmptyCheckout() {
  return (
    <Panel>
      <span className="grid size-16 place-items-center rounded-full bg-blush text-rose-dark">
        <ShoppingBag aria-hidden="true" className="size-8" />
      </span>
      <h2 className="mt-5 text-2xl font-bold text-plum">Your cart is empty</h2>
      <p className="mt-2 text-plum-soft">
        There is nothing to check out yet. Choose a gift in the marketplace to send with your card.
      </p>
      <ButtonLink to="/marketplace" className="mt-6">
        Browse the marketplace
      </ButtonLink>
    </Panel>
  );
}

/**
 * What the address asks for: `?delivery=gift`, or `?card=<id>` (gift delivery with that card).
 * With no card in it, the card "Add a gift" remembered (gift-for-card.ts), if any: the form keeps
 * it chosen only when it is among the account's scheduled cards that can carry the cart.
 */
function choicesFromSearch(search: URLSearchParams): {
  delivery: DeliveryOption;
  cardId: string | undefined;
} {
  const cardId = search.get('card')?.trim() || rememberedGiftForCard()?.id || undefined;
  const delivery = cardId || search.get('delivery') === 'gift' ? 'gift' : 'fast';
  return { delivery, cardId: cardId && cardId.length <= 64 ? cardId : undefined };
}

/** The signed-in account's checkout, once its cart is here. */
function AccountCheckout() {
  const [search] = useSearchParams();
  const items = useCart();
  const status = useCartStatus();
  const settled = useCartSettled();
  const message = useCartMessage();

  // Before the account's cart is bound (the first render), the cart here is still the browser's.
  if (status === 'loading' || isGuestCart()) {
    return (
      <p role="status" className="text-center text-plum-soft">
        Loading your cart…
      </p>
    );
  }
  if (status === 'failed') {
    return (
      <Panel>
        <p className="text-plum">{message}</p>
        <Button onClick={retryCart} className="mt-6">
          Try again
        </Button>
      </Panel>
    );
  }
  if (cartSummary(items).itemCount === 0) return <EmptyCheckout />;

  const { delivery, cardId } = choicesFromSearch(search);
  const signature = items.map((item) => `${item.ref}×${item.quantity}`).join(' ');
  return (
    <>
      {message && (
        <p
          role="status"
          className="mb-6 rounded-2xl border border-line bg-white p-4 text-plum shadow-soft"
        >
          {message}
        </p>
      )}
      <CheckoutForm
        initialDelivery={delivery}
        initialCardId={cardId}
        cart={signature}
        cartSettled={settled}
        emptyCart={<EmptyCheckout />}
      />
    </>
  );
}

function CheckoutGate() {
  const { status, refresh } = useSession();
  if (status === 'loading') {
    return (
      <p role="status" className="text-center text-plum-soft">
        Checking your account…
      </p>
    );
  }
  if (status === 'guest') return <SignInToCheckout />;
  if (status === 'unreachable') {
    return (
      <Panel>
        <p className="text-plum">We can’t reach Greetly. Check your connection, then try again.</p>
        <Button onClick={() => void refresh()} className="mt-6">
          Try again
        </Button>
      </Panel>
    );
  }
  return (
    <QueryScope>
      <AccountCheckout />
    </QueryScope>
  );
}

/**
 * The spec's checkout: delivery option (and the card the gifts go with), shipping address, gift
 * bag, payment method, coupon, and the order summary the server prices. Paying needs an account.
 */
export default function CheckoutPage() {
  return (
    <>
      <title>Checkout · Greetly</title>
      <PageHeader
        title="Checkout"
        lead="Choose how your gifts travel, where they go and how you pay."
      />
      <Container className="pb-20">
        <CheckoutGate />
      </Container>
    </>
  );
}
