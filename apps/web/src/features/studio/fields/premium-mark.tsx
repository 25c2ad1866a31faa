import { formatNaira, PREMIUM_CARD_PRICE } from '@greetly/domain';
import { Crown } from 'lucide-react';

/**
 * The 'Premium' mark of a paid feature (decision 0034: Music, Recording, Stickers), in words, not
 * colour alone, with what it means. The feature stays usable: the price is told on the last step.
 */
export function PremiumMark({ feature }: { feature: 'Music' | 'Recording' | 'Stickers' }) {
  return (
    <p className="mb-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-plum-soft">
      <span className="inline-flex items-center gap-1 rounded-full bg-gold-light px-2.5 py-0.5 text-xs font-semibold text-plum ring-1 ring-gold/60">
        <Crown aria-hidden="true" className="size-3.5" />
        Premium
      </span>
      <span>
        {feature} is free on your first day; after that a card with it costs{' '}
        {formatNaira(PREMIUM_CARD_PRICE)} (or 1 card credit).
      </span>
    </p>
  );
}
