import { formatNaira } from '@greetly/domain';
import type { CardPriceDecisionView } from '@greetly/domain/schemas/plans-api';
import { Crown, Gift, Ticket } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { formatMoment } from '../../../lib/time-zones';
import type { PriceState } from '../wizard/card-price';

/** What the card's button says: what the click will do, given the server's price. */
export function submitLabelFor(
  price: PriceState,
  labels: { free: string; verb: 'send' | 'schedule' },
): string {
  if (price.status === 'ready' && price.decision.paidWith === 'payment') {
    return `Pay ${formatNaira(price.decision.priceKobo)} and ${labels.verb}`;
  }
  return labels.free;
}

function headline(decision: CardPriceDecisionView): string {
  if (decision.kind === 'premium') return formatNaira(decision.priceKobo);
  return decision.priceKind === 'trial' ? 'Free — your first day' : 'Free — your card this week';
}

function Details({ decision }: { decision: CardPriceDecisionView }) {
  if (decision.priceKind === 'trial') {
    return (
      <p>
        Every card and every feature is free until{' '}
        {decision.trialEndsAt ? formatMoment(new Date(decision.trialEndsAt)) : 'your trial ends'}.
      </p>
    );
  }
  if (decision.kind === 'free') {
    return <p>One card a week is free with Effects, Fonts, Colors and Image.</p>;
  }
  const credits = decision.creditsBalance;
  return (
    <>
      <p>{decision.reason}</p>
      {decision.howToMakeFree && <p>{decision.howToMakeFree}</p>}
      {decision.paidWith === 'credit' ? (
        <p className="flex items-center gap-1.5 font-semibold text-plum">
          <Ticket aria-hidden="true" className="size-4 shrink-0" />
          Paid with 1 of your {credits} card {credits === 1 ? 'credit' : 'credits'}.
        </p>
      ) : (
        <p className="font-medium text-plum">You pay on the next page; then it goes out.</p>
      )}
    </>
  );
}

/**
 * The server's price of the card, above its button (decision 0034): free (the trial day or the
 * week's card) or ₦800, why, how it could be free, and whether a card credit pays for it.
 * `focus`: signing in showed a price to look at, so it takes the focus.
 */
export function PriceNotice({ price, focus }: { price: PriceState; focus: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  const isReady = price.status === 'ready';
  useEffect(() => {
    if (focus && isReady) box.current?.focus();
  }, [focus, isReady]);
  if (price.status === 'off') return null;
  const decision = price.status === 'ready' ? price.decision : null;
  const isPremium = decision?.kind === 'premium';
  return (
    <div
      ref={box}
      tabIndex={-1}
      aria-live="polite"
      data-testid="card-price"
      className={`rounded-2xl p-4 text-sm ring-1 ${
        isPremium ? 'bg-gold-light/70 ring-gold/60' : 'bg-mint-light/70 ring-mint/30'
      }`}
    >
      {price.status === 'checking' && <p className="text-plum-soft">Checking the price…</p>}
      {price.status === 'failed' && (
        <p className="text-plum-soft">
          We couldn’t check the price just now. If the card costs something, you’ll see it before
          you pay.
        </p>
      )}
      {decision && (
        <div className="space-y-1.5 text-plum-soft">
          <p className="flex items-center gap-2 font-display text-xl font-bold text-plum lining-nums">
            {isPremium ? (
              <Crown aria-hidden="true" className="size-5 shrink-0" />
            ) : (
              <Gift aria-hidden="true" className="size-5 shrink-0" />
            )}
            <span>
              {isPremium && <span className="sr-only">Price: </span>}
              {headline(decision)}
            </span>
          </p>
          <Details decision={decision} />
        </div>
      )}
    </div>
  );
}
