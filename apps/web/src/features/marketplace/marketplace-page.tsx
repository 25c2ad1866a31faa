import { useMemo, useRef, useState } from 'react';
import { useAlert } from '../../components/dialogs/alert';
import { Button } from '../../components/ui/button';
import { Container, PageHeader } from '../../components/ui/layout-bits';
import { ComingSoonBanner } from './coming-soon-banner';
import { EmptyResults } from './empty-results';
import {
  filterProducts,
  hasActiveFilters,
  NO_FILTERS,
  type ProductFilters,
} from './filter-products';
import { CategoryFilters, SearchForm, StockFilters } from './marketplace-filters';
import { ProductCard } from './product-card';
import { SAMPLE_PRODUCTS } from './products';

const COMING_SOON_MESSAGE =
  "The marketplace is coming soon. We'll let you know when gifts can be ordered.";

export default function MarketplacePage() {
  const { showAlert } = useAlert();
  const [filters, setFilters] = useState<ProductFilters>(NO_FILTERS);
  const resultsRef = useRef<HTMLElement>(null);

  const products = useMemo(() => filterProducts(SAMPLE_PRODUCTS, filters), [filters]);
  const update = (change: Partial<ProductFilters>) =>
    setFilters((current) => ({ ...current, ...change }));
  const clearFilters = () => setFilters(NO_FILTERS);
  const isFiltered = hasActiveFilters(filters);

  return (
    <>
      <title>Marketplace · Greetly</title>
      <PageHeader
        eyebrow="Gifts they'll remember"
        title="Marketplace"
        lead="Cakes, flowers, jewelry and little luxuries from trusted local vendors, ready to pair with your card."
      />
      <Container className="pb-20">
        <div className="-mt-6 sm:-mt-8">
          <ComingSoonBanner />
        </div>

        <div className="mt-8 space-y-4 sm:mt-10">
          {/* Results already follow every keystroke; submitting takes you down to them. */}
          <SearchForm
            query={filters.query}
            onQueryChange={(query) => update({ query })}
            onSubmit={() => resultsRef.current?.scrollIntoView({ block: 'start' })}
          />
          <CategoryFilters
            active={filters.category}
            onChange={(category) => update({ category })}
          />
          <StockFilters active={filters.stock} onChange={(stock) => update({ stock })} />
        </div>

        <section
          ref={resultsRef}
          aria-labelledby="marketplace-results"
          className="mt-8 scroll-mt-24 border-t border-line pt-6"
        >
          <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="marketplace-results" className="text-2xl font-bold text-plum sm:text-3xl">
                {filters.category}
              </h2>
              <p role="status" data-testid="product-count" className="mt-1 text-sm text-plum-soft">
                Showing {products.length} of {SAMPLE_PRODUCTS.length} gifts
              </p>
            </div>
            {isFiltered && (
              <Button variant="secondary" size="sm" onClick={clearFilters}>
                Clear filters
              </Button>
            )}
          </div>

          {products.length > 0 ? (
            <ul
              data-testid="product-grid"
              className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4"
            >
              {products.map((product) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  onAddToCart={() => showAlert(COMING_SOON_MESSAGE)}
                />
              ))}
            </ul>
          ) : (
            <EmptyResults query={filters.query} onClear={clearFilters} />
          )}
        </section>
      </Container>
    </>
  );
}
