import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Button } from '../../components/ui/button';
import { pillClass, useDraft } from './marketplace-filters';

const INPUT =
  'h-11 w-full rounded-full border border-line bg-white px-4 text-base text-plum shadow-soft placeholder:text-plum-soft/80 focus:border-rose focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold';

export interface PriceAndPlace {
  minPrice?: number;
  maxPrice?: number;
  city?: string;
}

/** Whole naira typed in a box ('5,000' or '5000'), or nothing when it is not a number. */
function nairaOf(text: string): number | undefined {
  const amount = Number(text.replace(/[\s,₦]/g, ''));
  return text.trim() !== '' && Number.isSafeInteger(amount) && amount >= 0 ? amount : undefined;
}

/**
 * The price range (whole naira) and the city the gift must reach, applied together; folded away
 * until the visitor opens it, or while one of them is set.
 */
export function PriceAndPlaceFilters({
  value,
  onApply,
}: {
  value: PriceAndPlace;
  onApply: (value: PriceAndPlace) => void;
}) {
  const [min, setMin] = useDraft(value.minPrice?.toString() ?? '');
  const [max, setMax] = useDraft(value.maxPrice?.toString() ?? '');
  const [city, setCity] = useDraft(value.city ?? '');
  const ids = { min: useId(), max: useId(), city: useId() };
  const activeCount = [value.minPrice, value.maxPrice, value.city].filter(
    (field) => field !== undefined,
  ).length;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    let minPrice = nairaOf(min);
    let maxPrice = nairaOf(max);
    // A range typed the wrong way round means the same range.
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
      [minPrice, maxPrice] = [maxPrice, minPrice];
    }
    onApply({ minPrice, maxPrice, city: city.trim() || undefined });
  };

  return (
    <details open={activeCount > 0 || undefined} className="group">
      <summary
        className={`${pillClass(false)} w-fit cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        Price and delivery
        {activeCount > 0 && (
          <span className="grid size-5 place-items-center rounded-full bg-rose text-xs text-white">
            {activeCount}
            <span className="sr-only"> set</span>
          </span>
        )}
        <ChevronDown aria-hidden="true" className="size-4 transition group-open:rotate-180" />
      </summary>
      <form
        onSubmit={handleSubmit}
        aria-label="Price and delivery"
        className="mt-3 grid grid-cols-2 gap-3 rounded-3xl border border-line bg-white/70 p-4 sm:grid-cols-[9rem_9rem_minmax(0,18rem)_auto] sm:items-end"
      >
        <div>
          <label htmlFor={ids.min} className="mb-1 block text-sm font-semibold text-plum-soft">
            Min price (₦)
          </label>
          <input
            id={ids.min}
            inputMode="numeric"
            autoComplete="off"
            placeholder="0"
            value={min}
            onChange={(event) => setMin(event.target.value)}
            className={INPUT}
          />
        </div>
        <div>
          <label htmlFor={ids.max} className="mb-1 block text-sm font-semibold text-plum-soft">
            Max price (₦)
          </label>
          <input
            id={ids.max}
            inputMode="numeric"
            autoComplete="off"
            placeholder="Any"
            value={max}
            onChange={(event) => setMax(event.target.value)}
            className={INPUT}
          />
        </div>
        <div className="col-span-2 sm:col-span-1">
          <label htmlFor={ids.city} className="mb-1 block text-sm font-semibold text-plum-soft">
            Delivers to
          </label>
          <input
            id={ids.city}
            autoComplete="address-level2"
            placeholder="City, e.g. Lagos"
            value={city}
            onChange={(event) => setCity(event.target.value)}
            className={INPUT}
          />
        </div>
        <Button
          type="submit"
          variant="secondary"
          className="col-span-2 h-11 sm:col-span-1 sm:justify-self-start"
        >
          Apply
        </Button>
      </form>
    </details>
  );
}
