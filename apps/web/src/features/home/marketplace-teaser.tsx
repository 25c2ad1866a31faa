import { LOYALTY_PURCHASES_FOR_FREE } from '@greetly/domain';
import { ArrowRight, Cake, Flower2, Gem, type LucideIcon, Package, SprayCan } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/layout-bits';

const GIFTS: { name: string; icon: LucideIcon; tone: string }[] = [
  { name: 'Cakes', icon: Cake, tone: 'bg-rose-light text-rose-dark' },
  { name: 'Bouquets', icon: Flower2, tone: 'bg-mint-light text-mint' },
  { name: 'Jewelry', icon: Gem, tone: 'bg-gold-light text-plum' },
  { name: 'Perfume', icon: SprayCan, tone: 'bg-blush text-rose-dark' },
  { name: 'Gift packs', icon: Package, tone: 'bg-gold-light text-plum' },
];

export function MarketplaceTeaser() {
  return (
    <section aria-labelledby="marketplace-title" className="bg-cream-deep/60 py-16 sm:py-24">
      <Container className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-gold-light px-3 py-1 text-sm font-semibold text-plum">
            <span className="size-2 rounded-full bg-gold" aria-hidden="true" />
            Coming soon
          </p>
          <h2
            id="marketplace-title"
            className="mt-4 text-balance text-3xl font-bold text-plum sm:text-4xl"
          >
            Say it with a card. Seal it with a gift.
          </h2>
          <p className="mt-4 text-lg text-plum-soft">
            Our marketplace brings cakes, bouquets, jewelry, perfume and gift packs from trusted
            local vendors, so your card can arrive with something they can hold.
          </p>
          <p className="mt-3 text-plum-soft">
            Plus our loyalty card: after {LOYALTY_PURCHASES_FOR_FREE} purchases, one gift is on us.
          </p>
          <ButtonLink to="/marketplace" size="lg" className="mt-8">
            Explore the marketplace
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        </div>
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {GIFTS.map(({ name, icon: Icon, tone }) => (
            <li
              key={name}
              className="flex flex-col items-center gap-3 rounded-3xl bg-white p-6 text-center shadow-soft transition hover:-translate-y-1"
            >
              <span className={`grid size-14 place-items-center rounded-full ${tone}`}>
                <Icon aria-hidden="true" className="size-7" />
              </span>
              <span className="font-medium text-plum">{name}</span>
            </li>
          ))}
          <li className="flex flex-col items-center justify-center rounded-3xl border-2 border-dashed border-rose-light p-6 text-center text-sm font-medium text-rose-dark">
            …and more on the way
          </li>
        </ul>
      </Container>
    </section>
  );
}
