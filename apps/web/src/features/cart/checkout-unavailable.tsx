// The cart's lines the server's quote leaves out or cuts down (issue 27, defect 6), said where the
// order summary is, each with what the buyer can do: remove it, take what is left, or leave it in
// the cart and wait. Placing buys listed lines only, each in full (apps/server place-service): a
// sold-out or short line must be removed or changed first; one no longer listed stays behind.
import type { CheckoutUnavailableLine } from '@greetly/domain/schemas/checkout-api';
import { AlertTriangle } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { removeFromCart, setCartQuantity } from './cart-store';

/** What happened to the line, and what it means for this order. */
export function unavailableText(line: CheckoutUnavailableLine): string {
  switch (line.reason) {
    case 'sold_out':
      return `${line.title} sold out while it was in your cart: it is not in this order. Remove it to place your order, or leave it in your cart and wait until it is back.`;
    case 'short':
      return `Only ${line.available} of ${line.title} ${line.available === 1 ? 'is' : 'are'} left (your cart holds ${line.quantity}): this order has ${line.available}. Take ${line.available} to place your order, or remove it.`;
    case 'unlisted':
      return `${line.title} is no longer sold: it is not in this order, and stays in your cart until you remove it.`;
  }
}

/** The lines that keep the order from being placed until the buyer acts: sold out or short. */
export const blockingLines = (lines: readonly CheckoutUnavailableLine[]) =>
  lines.filter((line) => line.reason !== 'unlisted');

/** Why Confirm waits, in one sentence; null when nothing keeps the order from being placed. */
export function blockedText(lines: readonly CheckoutUnavailableLine[]): string | null {
  const parts = blockingLines(lines).map((line) =>
    line.reason === 'short'
      ? `take ${line.available} of ${line.title} or remove it`
      : `remove ${line.title}`,
  );
  return parts.length === 0 ? null : `To place your order, ${parts.join(' and ')}.`;
}

/** The quote's left-out lines, each with Remove (and Take n when some are left). */
export function UnavailableLines({ lines }: { lines: readonly CheckoutUnavailableLine[] }) {
  if (lines.length === 0) return null;
  return (
    <ul aria-label="Not in this order" className="mt-4 space-y-3">
      {lines.map((line) => (
        <li
          key={line.ref}
          data-testid="checkout-unavailable"
          className="rounded-2xl border border-rose/40 bg-blush p-3 text-sm text-plum"
        >
          <p className="flex items-start gap-2">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-rose-dark" />
            <span className="min-w-0 break-words">{unavailableText(line)}</span>
          </p>
          <div className="mt-2 flex flex-wrap gap-2 pl-6">
            {line.reason === 'short' && (
              <Button
                size="sm"
                onClick={() => setCartQuantity(line.ref, line.available)}
                aria-label={`Take ${line.available} of ${line.title}`}
              >
                Take {line.available}
              </Button>
            )}
            <Button
              size="sm"
              variant="secondary"
              onClick={() => removeFromCart(line.ref)}
              aria-label={`Remove ${line.title} from your cart`}
            >
              Remove
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
