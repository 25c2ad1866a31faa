import { PenLine, Store } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';

/** In place of the grid while no shop has opened: what is coming, and what to do meanwhile. */
export function NoListings() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center rounded-3xl border border-dashed border-line bg-white/70 px-6 py-12 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-gold-light text-plum">
        <Store aria-hidden="true" className="size-8" />
      </span>
      <h3 className="mt-5 text-2xl font-bold text-plum">The first shops are opening soon</h3>
      <p className="mt-2 text-plum-soft">
        Our vendors are setting up their cakes, bouquets and keepsakes. Until the shelves are
        stocked, a heartfelt card still says it beautifully.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/create-template">
          <PenLine aria-hidden="true" className="size-4" />
          Send a card
        </ButtonLink>
        <ButtonLink to="/vendorsignup" variant="secondary">
          Open your shop
        </ButtonLink>
      </div>
    </div>
  );
}
