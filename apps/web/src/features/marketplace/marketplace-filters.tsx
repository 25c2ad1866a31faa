import {
  Cake,
  Flower2,
  Gem,
  Gift,
  type LucideIcon,
  PackageOpen,
  Sparkles,
  SprayCan,
  Utensils,
} from 'lucide-react';
import type { FormEvent } from 'react';
import { SearchField } from '../../components/forms/search-field';
import { Button } from '../../components/ui/button';
import { ALL_GIFTS, type CategoryFilter, type StockFilter } from './filter-products';
import { GIFT_CATEGORIES } from './products';

const CATEGORY_ICONS: Record<CategoryFilter, LucideIcon> = {
  [ALL_GIFTS]: Gift,
  'Cakes & Pastries': Cake,
  Bouquets: Flower2,
  Jewelry: Gem,
  'Lip Gloss': Sparkles,
  Foods: Utensils,
  Perfumes: SprayCan,
  'Gift Packs': PackageOpen,
};

const CATEGORY_FILTERS: CategoryFilter[] = [ALL_GIFTS, ...GIFT_CATEGORIES];

const STOCK_OPTIONS = [
  { value: 'in-stock', label: 'In Stock' },
  { value: 'out-of-stock', label: 'Out of Stock' },
] as const;

function pillClass(isActive: boolean): string {
  return `inline-flex shrink-0 items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium whitespace-nowrap transition ${
    isActive
      ? 'border-rose bg-rose text-white shadow-lift'
      : 'border-line bg-white text-plum hover:border-rose-light hover:bg-blush'
  }`;
}

export function SearchForm({
  query,
  onQueryChange,
  onSubmit,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  onSubmit: () => void;
}) {
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <search>
      <form onSubmit={handleSubmit} className="flex w-full gap-2 sm:gap-3">
        <SearchField
          label="Search gifts"
          value={query}
          onChange={onQueryChange}
          placeholder="Search gifts…"
          className="flex-1"
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
  active: CategoryFilter;
  onChange: (category: CategoryFilter) => void;
}) {
  return (
    <fieldset className="-mx-4 flex min-w-0 gap-2 overflow-x-auto px-4 py-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
      <legend className="sr-only">Gift categories</legend>
      {CATEGORY_FILTERS.map((category) => {
        const Icon = CATEGORY_ICONS[category];
        const isActive = category === active;
        return (
          <button
            key={category}
            type="button"
            aria-pressed={isActive}
            onClick={() => onChange(category)}
            className={pillClass(isActive)}
          >
            <Icon aria-hidden="true" className="size-4" />
            {category}
          </button>
        );
      })}
    </fieldset>
  );
}

/** Two exclusive toggles; pressing the active one again clears it (see StockFilter). */
export function StockFilters({
  active,
  onChange,
}: {
  active: StockFilter;
  onChange: (stock: StockFilter) => void;
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
            onClick={() => onChange(isActive ? 'all' : option.value)}
            className={pillClass(isActive)}
          >
            <span
              aria-hidden="true"
              className={`size-2 rounded-full ${
                option.value === 'in-stock' ? 'bg-mint' : 'bg-plum-soft'
              } ${isActive ? 'ring-2 ring-white' : ''}`}
            />
            {option.label}
          </button>
        );
      })}
    </fieldset>
  );
}
