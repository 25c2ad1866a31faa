import {
  formatNaira,
  type Plan,
  PREMIUM_CARD_PRICE,
  PREMIUM_PRICE_EQUIVALENTS,
} from '@greetly/domain';
import {
  Check,
  Image,
  type LucideIcon,
  Mic,
  Music,
  Palette,
  Sparkles,
  Sticker,
  Type,
  X,
} from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';

/** Every feature any plan offers, in the order a card is built, so both plans list them alike. */
const ALL_FEATURES: { name: string; icon: LucideIcon }[] = [
  { name: 'Effects', icon: Sparkles },
  { name: 'Fonts', icon: Type },
  { name: 'Colors', icon: Palette },
  { name: 'Image', icon: Image },
  { name: 'Music', icon: Music },
  { name: 'Recording', icon: Mic },
  { name: 'Stickers', icon: Sticker },
];

const CALL_TO_ACTION: Record<Plan['id'], { label: string; to: string }> = {
  'free-trial': { label: 'Start free trial', to: '/signup' },
  premium: { label: 'Create a card', to: '/create-template' },
};

export function PlanCard({ plan }: { plan: Plan }) {
  const isPremium = plan.id === 'premium';
  const action = CALL_TO_ACTION[plan.id];
  const headingId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex flex-col rounded-[2rem] p-7 sm:p-9 ${
        isPremium
          ? 'bg-white shadow-lift ring-4 ring-rose md:-translate-y-3'
          : 'bg-white/80 shadow-soft ring-1 ring-line'
      }`}
    >
      {isPremium && (
        <span className="absolute -top-4 left-1/2 -translate-x-1/2 rounded-full bg-rose px-4 py-1 text-sm font-semibold whitespace-nowrap text-white shadow-lift">
          Most loved
        </span>
      )}
      <h2 id={headingId} className="font-display text-3xl font-bold">
        {plan.name}
      </h2>
      <p className="mt-2 text-plum-soft">{plan.summary}</p>

      <p className="mt-6 flex items-baseline gap-2">
        <span className="font-display text-5xl font-bold text-plum">
          {isPremium ? formatNaira(PREMIUM_CARD_PRICE) : 'Free'}
        </span>
        <span className="text-plum-soft">{plan.priceUnit}</span>
      </p>

      {isPremium && (
        <div className="mt-4 rounded-2xl bg-cream-deep p-4">
          <p className="text-sm font-semibold text-plum">Sending from abroad? That’s about</p>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Price in other currencies">
            {PREMIUM_PRICE_EQUIVALENTS.map((equivalent) => (
              <li
                key={equivalent.currency}
                className="rounded-full bg-white px-3 py-1 text-sm text-plum ring-1 ring-line"
              >
                <span className="font-semibold">{equivalent.label}</span>
                {/* '₤12.50 (lira)' names its currency already, so it is not read as pounds. */}
                {!equivalent.label.toLowerCase().includes(equivalent.currency.toLowerCase()) && (
                  <>
                    {' '}
                    <span className="text-plum-soft">{equivalent.currency}</span>
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}

      <h3 className="mt-7 font-sans text-sm font-semibold uppercase tracking-wider text-plum-soft">
        What’s included
      </h3>
      <ul className="mt-3 grid grid-cols-1 gap-2.5 sm:grid-cols-2">
        {ALL_FEATURES.map(({ name, icon: Icon }) => {
          const isIncluded = plan.features.includes(name);
          return (
            <li
              key={name}
              className={`flex items-center gap-3 ${isIncluded ? '' : 'text-plum-soft'}`}
            >
              <span
                className={`grid size-8 shrink-0 place-items-center rounded-full ${
                  isIncluded ? 'bg-mint-light text-mint' : 'bg-cream-deep text-plum-soft'
                }`}
              >
                {isIncluded ? (
                  <Check aria-hidden="true" className="size-4" strokeWidth={3} />
                ) : (
                  <X aria-hidden="true" className="size-4" />
                )}
              </span>
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              <span className={isIncluded ? 'font-medium' : 'line-through'}>{name}</span>
              {!isIncluded && <span className="sr-only">(not included)</span>}
            </li>
          );
        })}
      </ul>

      <ButtonLink
        to={action.to}
        variant={isPremium ? 'primary' : 'secondary'}
        size="lg"
        className="mt-8 w-full"
      >
        {action.label}
      </ButtonLink>
    </article>
  );
}
