import { LOYALTY_PURCHASES_FOR_FREE } from '@greetly/domain/catalog/pricing';
import { Gift } from 'lucide-react';

/** The notice of spec section 1, shown while no approved shop has a published gift. */
export function ComingSoonBanner() {
  return (
    <aside
      aria-label="Marketplace launch"
      className="relative overflow-hidden rounded-3xl border border-gold/60 bg-gradient-to-r from-gold-light via-cream to-rose-light p-5 shadow-soft sm:p-7"
    >
      <div className="flex items-center gap-4 sm:gap-6">
        <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-white text-rose shadow-soft animate-float sm:size-16">
          <Gift aria-hidden="true" className="size-7 sm:size-8" />
        </span>
        <div>
          <p className="font-script text-3xl leading-none font-bold text-rose-dark sm:text-4xl">
            Coming soon...
          </p>
          <p className="mt-2 text-sm text-plum-soft sm:text-base">
            We're hand-picking the best bakers, florists and jewelers near you. Once the first shops
            open, every {LOYALTY_PURCHASES_FOR_FREE} gifts you buy earn you the next one free.
          </p>
        </div>
      </div>
    </aside>
  );
}
