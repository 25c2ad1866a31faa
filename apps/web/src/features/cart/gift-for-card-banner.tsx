import { Gift, X } from 'lucide-react';
import { forgetGiftForCard, useGiftForCard } from './gift-for-card';

/**
 * On the marketplace and a gift's page while "Add a gift" has a card remembered: whose card the
 * gifts go with, and a way to stop (then the checkout no longer chooses that card).
 */
export function GiftForCardBanner({ className = '' }: { className?: string }) {
  const card = useGiftForCard();
  if (!card) return null;
  return (
    <aside
      aria-label="The card your gift goes with"
      className={`relative flex items-center gap-3 rounded-2xl border border-rose-light bg-blush/70 py-3 pr-2 pl-4 text-plum shadow-soft sm:gap-4 sm:pl-5 ${className}`}
    >
      <Gift aria-hidden="true" className="size-5 shrink-0 text-rose-dark" />
      <p className="min-w-0 flex-1 text-sm wrap-anywhere sm:text-base">
        <span className="font-semibold">Choosing a gift for {card.recipientName}’s card</span>
        <span className="text-plum-soft"> — it will arrive on the card’s day.</span>
      </p>
      <button
        type="button"
        onClick={forgetGiftForCard}
        className="inline-flex shrink-0 items-center gap-1 rounded-full px-3 py-2 text-sm font-semibold text-rose-dark hover:bg-white/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose"
      >
        <X aria-hidden="true" className="size-4" />
        Stop
        <span className="sr-only"> choosing a gift for {card.recipientName}’s card</span>
      </button>
    </aside>
  );
}
