import { PackageOpen } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';

/** Orders arrive once the marketplace opens; until then the vendor sees why the list is empty. */
export function VendorOrders() {
  return (
    <section
      aria-labelledby="orders-heading"
      className="rounded-3xl bg-white p-6 shadow-soft ring-1 ring-line/60 sm:p-8"
    >
      <h2 id="orders-heading" className="font-display text-2xl font-bold text-plum">
        Orders
      </h2>
      <div className="mt-6 flex flex-col items-center rounded-2xl border-2 border-dashed border-line bg-cream px-6 py-10 text-center">
        <span className="grid size-14 place-items-center rounded-2xl bg-mint-light text-mint">
          <PackageOpen aria-hidden="true" className="size-7" />
        </span>
        <p className="mt-4 font-display text-xl font-bold text-plum">No orders yet</p>
        <p className="mt-1 max-w-md text-plum-soft">
          Gifters can find your published gifts now. When checkout opens, their orders will appear
          here.
        </p>
        <ButtonLink to="/marketplace" variant="secondary" className="mt-6">
          Preview the marketplace
        </ButtonLink>
      </div>
    </section>
  );
}
