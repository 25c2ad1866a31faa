import { PLANS } from '@greetly/domain';
import { CREDIT_PACK, LOYALTY_RULE, PREMIUM_CARD_PRICE } from '@greetly/domain/catalog/pricing';
import { formatNaira } from '@greetly/domain/money';
import { CalendarClock, Gift, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Container, PageHeader } from '../../components/ui/layout-bits';
import { LoyaltyBanner } from './loyalty-banner';
import { PlanCard } from './plan-card';
import { TextLink } from './text-links';

const REASSURANCES: { title: string; text: ReactNode; icon: ReactNode }[] = [
  {
    title: 'No subscription',
    text: 'You pay per card you send. Nothing renews and nothing is charged while you’re not sending.',
    icon: <CalendarClock aria-hidden="true" className="size-5" />,
  },
  {
    title: 'Refunds when it goes wrong',
    text: (
      <>
        A card that can’t be delivered, or a scheduled card you cancel before it goes out, is
        refunded. See our <TextLink to="/refund">Refund Policy</TextLink>.
      </>
    ),
    icon: <RotateCcw aria-hidden="true" className="size-5" />,
  },
  {
    title: 'Gifts priced separately',
    text: 'Cakes, bouquets and gift packs from the marketplace carry the vendor’s own price.',
    icon: <Gift aria-hidden="true" className="size-5" />,
  },
];

export default function PricingPage() {
  return (
    <>
      <title>Pricing · Greetly</title>
      <PageHeader
        eyebrow="Simple, fair pricing"
        title="Pricing"
        lead="Try Greetly free for a day, then pay only for the cards you send."
      />

      <Container className="pt-6 pb-6">
        <div className="mx-auto grid max-w-4xl items-start gap-10 md:grid-cols-2 md:gap-8">
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>

        <p
          className="mx-auto mt-12 max-w-3xl text-center text-plum-soft"
          data-testid="credits-line"
        >
          <span className="font-semibold text-plum">Card credits: </span>
          one credit pays for one {formatNaira(PREMIUM_CARD_PRICE)} card, on its own when you send
          it. Buy {CREDIT_PACK.label} from your dashboard.
        </p>

        <ul className="mx-auto mt-14 grid max-w-5xl gap-5 sm:grid-cols-3">
          {REASSURANCES.map((item) => (
            <li key={item.title} className="flex gap-3">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-gold-light text-plum">
                {item.icon}
              </span>
              <div>
                <h2 className="font-sans text-base font-semibold text-plum">{item.title}</h2>
                <p className="mt-1 text-sm text-plum-soft">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>

      <div className="pb-10">
        <LoyaltyBanner />
        <Container>
          <p className="mx-auto max-w-3xl text-center text-plum-soft" data-testid="loyalty-rule">
            <span className="font-semibold text-plum">How the loyalty card works: </span>
            {LOYALTY_RULE}
          </p>
        </Container>
      </div>
    </>
  );
}
