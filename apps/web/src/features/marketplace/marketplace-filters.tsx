import {
  ALL_GIFTS,
  MARKETPLACE_SORTS,
  type MarketplaceSort,
  PRODUCT_CATEGORIES,
  type ProductCategory,
} from '@greetly/domain/catalog/products';
import {
  Cake,
  ChevronDown,
  Flower2,
  Gem,
  Gift,
  type LucideIcon,
  PackageOpen,
  Sparkles,
  SprayCan,
  Utensils,
} from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { SearchField } from '../../components/forms/search-field';
import { Button } from '../../components/ui/button';

/** A draft of `value` the visitor edits; it starts again from `value` whenever that changes (Back). */
export function useDraft<T>(value: T): [T, (draft: T) => void] {
  const [draft, setDraft] = useState(value);
  const [source, setSource] = useState(value);
  if (source !== value) {
    setSource(value);
    setDraft(value);
    return [value, setDraft];
  }
  return [draft, setDraft];
}

const CATEGORY_ICONS: Record<typeof ALL_GIFTS | ProductCategory, LucideIcon> = {
  [ALL_GIFTS]: Gift,
  'Cakes & Pastries': Cake,
  Bouquets: Flower2,
  Jewelry: Gem,
  'Lip Gloss': Sparkles,
  Foods: Utensils,
  Perfumes: SprayCan,
  'Gift Packs': PackageOpen,
};

const STOCK_OPTIONS = [
  { value: 'in', label: 'In Stock' },
  { value: 'out', label: 'Out of Stock' },
] as const;
export type StockChoice = (typeof STOCK_OPTIONS)[number]['value'];

const SORT_LABELS: Record<MarketplaceSort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

export function pillClass(isActive: boolean): string {
  return `inline-flex shrink-0 items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium whitespace-nowrap transition ${
    isActive
      ? 'border-rose bg-rose text-white shadow-lift'
      : 'border-line bg-white text-plum hover:border-rose-light hover:bg-blush'
  }`;
}

/**
 * The search box: the words go to the address (and the server) when the visitor presses Search.
 * The box keeps what is typed itself (and starts again at each new search in the address), so
 * words typed on the prerendered page before its code arrived are searched too.
 */
export function SearchForm({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? ''));
  };
  return (
    <search>
      <form onSubmit={handleSubmit} className="flex w-full gap-2 sm:gap-3">
        <SearchField
          key={q}
          label="Search gifts"
          name="q"
          defaultValue={q}
          onChange={(text) => {
            // The box's clear button (✕) also clears the search it shows.
            if (text === '' && q !== '') onSearch('');
          }}
          placeholder="Search gifts…"
          className="min-w-0 flex-1"
        />
        <Button type="submit" className="h-12 shrink-0">
          Search
        </Button>
      </form>
    </search>
  );
}

export function CategoryFilters({
  active,
  onChange,
}: {
  active: ProductCategory | undefined;
  onChange: (category: ProductCategory | undefined) => void;
}) {
  const choices = [ALL_GIFTS, ...PRODUCT_CATEGORIES] as const;
  const rowRef = useRef<HTMLFieldSetElement>(null);
  // On a phone the row scrolls sideways: the chosen category is brought into it (a shared link,
  // Back), without moving the page itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the chosen category changes, read from the DOM
  useEffect(() => {
    const row = rowRef.current;
    const chosen = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!row || !chosen || row.scrollWidth <= row.clientWidth) return;
    const left = chosen.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft || left + chosen.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = left - 16;
    }
  }, [active]);
  return (
    <fieldset
      ref={rowRef}
      className="-mx-4 flex min-w-0 gap-2 overflow-x-auto px-4 py-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
    >
      <legend className="sr-only">Gift categories</legend>
      {choices.map((choice) => {
        const Icon = CATEGORY_ICONS[choice];
        const category = choice === ALL_GIFTS ? undefined : choice;
        const isActive = category === active;
        return (
          <button
            key={choice}
            type="button"
            aria-pressed={isActive}
            onClick={() => onChange(category)}
            className={pillClass(isActive)}
          >
            <Icon aria-hidden="true" className="size-4" />
            {choice}
          </button>
        );
      })}
    </fieldset>
  );
}

/** Two exclusive toggles; pressing the active one again shows every gift again. */
export function StockFilters({
  active,
  onChange,
}: {
  active: StockChoice | undefined;
  onChange: (stock: StockChoice | undefined) => void;
}) {
  return (
    <fieldset className="flex min-w-0 flex-wrap items-center gap-2">
      <legend className="float-left mr-1 text-sm font-semibold text-plum-soft">Availability</legend>
      {STOCK_OPTIONS.map((option) => {
        const isActive = option.value === active;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={isActive}
            onClick={() => onChange(isActive ? undefined : option.value)}
            className={pillClass(isActive)}
          >
            <span
              aria-hidden="true"
              className={`size-2 rounded-full ${option.value === 'in' ? 'bg-mint' : 'bg-plum-soft'} ${
                isActive ? 'ring-2 ring-white' : ''
              }`}
            />
            {option.label}
          </button>
        );
      })}
    </fieldset>
  );
}

/** The order of the results; "Best match" only means something once there are words to match. */
export function SortSelect({
  value,
  hasWords,
  onChange,
}: {
  value: MarketplaceSort | undefined;
  hasWords: boolean;
  onChange: (sort: MarketplaceSort) => void;
}) {
  const id = useId();
  const sorts = MARKETPLACE_SORTS.filter((sort) => hasWords || sort !== 'relevance');
  // What the server does without a choice (and with "Best match" but no words): newest first.
  const shown = value && sorts.includes(value) ? value : hasWords ? 'relevance' : 'newest';
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold whitespace-nowrap text-plum-soft">
        Sort by
      </label>
      <div className="relative">
        <select
          id={id}
          value={shown}
          onChange={(event) => onChange(event.target.value as MarketplaceSort)}
          className="h-11 appearance-none rounded-full border border-line bg-white pr-10 pl-4 text-sm font-medium text-plum shadow-soft focus:border-rose focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold"
        >
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-plum-soft"
        />
      </div>
    </div>
  );
}
