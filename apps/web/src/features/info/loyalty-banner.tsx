import { LOYALTY_PURCHASES_FOR_FREE } from '@greetly/domain';
import { Check, Gift } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/layout-bits';

/** One stamp per paid purchase, then the free one, drawn as a punch card. */
function StampCard() {
  const paidStamps = Array.from({ length: LOYALTY_PURCHASES_FOR_FREE }, (_, index) => index + 1);
  return (
    <div
      aria-hidden="true"
      className="relative w-full max-w-sm rotate-2 rounded-3xl bg-cream p-5 shadow-soft ring-1 ring-line"
    >
      <div className="flex items-center justify-between">
        <span className="font-script text-2xl text-rose-dark">Loyalty card</span>
        <span className="rounded-full bg-gold-light px-3 py-1 text-xs font-semibold text-plum">
          Greetly
        </span>
      </div>
      <ol className="mt-4 grid grid-cols-5 gap-2">
        {paidStamps.map((stamp) => (
          <li
            key={stamp}
            className="grid aspect-square place-items-center rounded-full border-2 border-dashed border-rose/50 bg-white text-rose"
          >
            <Check className="size-5" strokeWidth={3} />
          </li>
        ))}
        <li className="grid aspect-square animate-wiggle place-items-center rounded-full bg-rose text-white shadow-lift">
          <Gift className="size-5" />
        </li>
      </ol>
      <p className="mt-3 text-xs text-plum-soft">
        {LOYALTY_PURCHASES_FOR_FREE} stamps, then your next gift is on us
      </p>
    </div>
  );
}

/** The marketplace loyalty promise, shared by /about and /pricing. */
export function LoyaltyBanner() {
  return (
    <section aria-labelledby="loyalty-heading" className="py-10 sm:py-14">
      <Container>
        <div className="relative overflow-hidden rounded-[2rem] bg-plum px-6 py-10 text-white shadow-soft sm:px-10 md:grid md:grid-cols-[1.2fr_1fr] md:items-center md:gap-10">
          <svg
            aria-hidden="true"
            viewBox="0 0 200 200"
            className="pointer-events-none absolute -top-16 -right-16 size-64 text-rose/40"
          >
            <circle cx="100" cy="100" r="100" fill="currentColor" />
          </svg>
          <svg
            aria-hidden="true"
            viewBox="0 0 120 60"
            className="pointer-events-none absolute bottom-4 left-1/2 w-40 opacity-70"
          >
            <circle cx="10" cy="40" r="4" fill="#f4b63f" />
            <rect
              x="40"
              y="10"
              width="8"
              height="8"
              rx="2"
              fill="#f9d3d9"
              transform="rotate(20 44 14)"
            />
            <path d="M80 40 l8 -3 l-3 8 z" fill="#f4b63f" />
            <circle cx="110" cy="16" r="3" fill="#f9d3d9" />
          </svg>
          <div className="relative">
            <p className="text-sm font-semibold uppercase tracking-[0.18em] text-gold">
              Loyalty card
            </p>
            <h2
              id="loyalty-heading"
              className="mt-2 font-display text-3xl font-bold text-balance sm:text-4xl"
            >
              After {LOYALTY_PURCHASES_FOR_FREE} marketplace purchases, 1 is free
            </h2>
            <p className="mt-4 max-w-xl text-white/85">
              Every cake, bouquet or gift pack you order through the Greetly marketplace earns a
              stamp. Collect {LOYALTY_PURCHASES_FOR_FREE} and the next gift you send is on us, so
              the people you celebrate most get a little extra.
            </p>
            <ButtonLink to="/marketplace" variant="light" className="mt-6">
              Browse the marketplace
            </ButtonLink>
          </div>
          <div className="relative mt-8 flex justify-center md:mt-0">
            <StampCard />
          </div>
        </div>
      </Container>
    </section>
  );
}
