import { LOYALTY_PURCHASES_FOR_FREE, LOYALTY_RULE } from '@greetly/domain/catalog/pricing';
import { useQuery } from '@tanstack/react-query';
import { Check, Gift } from 'lucide-react';
import { fetchLoyalty, LOYALTY_KEY } from '../orders/orders-api';

/** The buyer's loyalty card: a stamp per delivered purchase, then a free gift on the next order. */
export function LoyaltyStampCard() {
  const loyalty = useQuery({ queryKey: LOYALTY_KEY, queryFn: fetchLoyalty });
  const needed = loyalty.data?.needed ?? LOYALTY_PURCHASES_FOR_FREE;
  const stamps = Math.min(loyalty.data?.stamps ?? 0, needed);
  return (
    <section
      aria-labelledby="loyalty-card-title"
      className="rounded-3xl bg-plum p-6 text-white shadow-soft sm:p-8"
      data-testid="loyalty-card"
    >
      <p className="font-script text-2xl text-gold">Loyalty card</p>
      <h2 id="loyalty-card-title" className="mt-1 font-display text-2xl font-bold">
        Your stamps
      </h2>
      {loyalty.isPending && <p className="mt-4 text-white/80">Loading your card…</p>}
      {loyalty.isError && (
        <p className="mt-4 text-white/85" role="alert">
          Your loyalty card could not be loaded just now.
        </p>
      )}
      {loyalty.isSuccess && (
        <>
          <p className="mt-3 font-semibold" data-testid="stamp-count">
            {`${stamps} of ${needed} stamps`}
          </p>
          <ol className="mt-3 grid max-w-64 grid-cols-4 gap-3" aria-label="Stamps">
            {Array.from({ length: needed }, (_, index) => {
              const filled = index < stamps;
              return (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: the card's fixed places, in order
                  key={index}
                  className={`grid aspect-square place-items-center rounded-full ${
                    filled
                      ? 'bg-rose text-white shadow-lift'
                      : 'border-2 border-dashed border-white/50 text-white/50'
                  }`}
                  data-filled={filled}
                >
                  {filled && <Check aria-hidden="true" className="size-5" strokeWidth={3} />}
                  <span className="sr-only">
                    {filled ? `Stamp ${index + 1}: stamped` : `Stamp ${index + 1}: not yet`}
                  </span>
                </li>
              );
            })}
          </ol>
          {loyalty.data.rewardReady && (
            <p className="mt-4 flex items-center gap-2 rounded-2xl bg-gold px-4 py-3 font-semibold text-plum">
              <Gift aria-hidden="true" className="size-5 shrink-0" />
              Your next order has a free gift!
            </p>
          )}
          {loyalty.data.rewardsUsed > 0 && (
            <p className="mt-3 text-sm text-white/80">
              {loyalty.data.rewardsUsed === 1
                ? 'You have had 1 free gift so far.'
                : `You have had ${loyalty.data.rewardsUsed} free gifts so far.`}
            </p>
          )}
        </>
      )}
      <p className="mt-4 text-sm text-white/85">{LOYALTY_RULE}</p>
    </section>
  );
}
