import type { MarketplaceQuery, MarketplaceResults } from '@greetly/domain/schemas/products';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { Container, PageHeader } from '../../components/ui/layout-bits';
import { QueryScope } from '../../lib/query-scope';
import { GiftForCardBanner } from '../cart/gift-for-card-banner';
import { AddToCartScope } from './added-to-cart';
import { ComingSoonBanner } from './coming-soon-banner';
import { EmptyResults } from './empty-results';
import { LoadFailed } from './load-failed';
import {
  categoryLabelOf,
  hasFilters,
  marketplaceSearchOf,
  NO_SEARCH,
  readMarketplaceQuery,
} from './marketplace-address';
import { marketplaceKeys, searchGifts } from './marketplace-api';
import { CategoryFilters, SearchForm, SortSelect, StockFilters } from './marketplace-filters';
import { NoListings } from './no-listings';
import { Pagination } from './pagination';
import { PriceAndPlaceFilters } from './price-and-place-filters';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

/** The block of the search and its results; a new search scrolls it into view (its #hash). */
const GIFTS_ID = 'gifts';

/**
 * The search the address holds, and the way to change it: each change is a new history entry (so
 * Back undoes it and the address can be shared); a change of what is searched starts at page 1.
 */
function useMarketplaceAddress() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => readMarketplaceQuery(params), [params]);

  const go = useCallback(
    (next: MarketplaceQuery) => {
      const search = marketplaceSearchOf(next);
      const isSame = search === location.search && location.hash === `#${GIFTS_ID}`;
      navigate({ search, hash: GIFTS_ID }, { replace: isSame });
    },
    [navigate, location.search, location.hash],
  );
  const refine = (change: Partial<MarketplaceQuery>) =>
    go({ ...query, ...change, page: undefined });
  return { query, go, refine };
}

/** What the visitor could loosen when nothing matches. */
function hintsFor(query: MarketplaceQuery): string[] {
  const hints: string[] = [];
  if (query.q) hints.push('fewer or different words');
  if (query.category) hints.push('another category');
  if (query.stock === 'in') hints.push('including gifts that are out of stock');
  if (query.minPrice !== undefined || query.maxPrice !== undefined) {
    hints.push('a wider price range');
  }
  if (query.city) hints.push('another delivery city');
  return hints;
}

function countText(results: MarketplaceResults): string {
  const { products, total, totalIsCapped, page, pageSize } = results;
  if (products.length === 0) return total === 0 ? 'No gifts found' : 'No gifts on this page';
  const first = (page - 1) * pageSize + 1;
  const last = first + products.length - 1;
  const count = `${total.toLocaleString('en-NG')}${totalIsCapped ? '+' : ''}`;
  const noun = total === 1 && !totalIsCapped ? 'gift' : 'gifts';
  return `Showing ${first.toLocaleString('en-NG')}–${last.toLocaleString('en-NG')} of ${count} ${noun}`;
}

function MarketplaceContent() {
  const { query, go, refine } = useMarketplaceAddress();
  const results = useQuery({
    queryKey: marketplaceKeys.search(query),
    queryFn: ({ signal }) => searchGifts(query, signal),
    // The previous search's gifts stay (dimmed) until the next ones come: the grid never blanks.
    placeholderData: keepPreviousData,
  });
  const data = results.data;
  const clearFilters = () => go({ ...NO_SEARCH, sort: query.sort });
  const isFiltered = hasFilters(query);

  const linkToPage = (page: number) => ({
    search: marketplaceSearchOf({ ...query, page }),
    hash: GIFTS_ID,
  });

  return (
    <>
      <title>Marketplace · Greetly</title>
      <PageHeader
        eyebrow="Gifts they'll remember"
        title="Marketplace"
        lead="Cakes, flowers, jewelry and little luxuries from trusted local vendors, ready to pair with your card."
      />
      <Container className="pb-20">
        <GiftForCardBanner className="-mt-4 mb-8 sm:-mt-6 sm:mb-10" />
        {data && !data.hasListings && (
          <div className="-mt-6 sm:-mt-8">
            <ComingSoonBanner />
          </div>
        )}

        <section
          id={GIFTS_ID}
          aria-labelledby="marketplace-results"
          // Right under the header's own spacing; below the banner while it shows.
          className={`relative scroll-mt-20 ${data && !data.hasListings ? 'mt-8 sm:mt-10' : '-mt-4 sm:-mt-6'}`}
        >
          <div className="space-y-4">
            <SearchForm q={query.q ?? ''} onSearch={(q) => refine({ q: q.trim() || undefined })} />
            <CategoryFilters
              active={query.category}
              onChange={(category) => refine({ category })}
            />
            <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
              <StockFilters active={query.stock} onChange={(stock) => refine({ stock })} />
              <SortSelect
                value={query.sort}
                hasWords={query.q !== undefined}
                onChange={(sort) => refine({ sort })}
              />
            </div>
            <PriceAndPlaceFilters
              value={{ minPrice: query.minPrice, maxPrice: query.maxPrice, city: query.city }}
              onApply={refine}
            />
          </div>

          <div className="mt-8 border-t border-line pt-6">
            <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
              <div className="min-w-0">
                <h2
                  id="marketplace-results"
                  className="text-2xl font-bold break-words text-plum sm:text-3xl"
                >
                  {categoryLabelOf(query.category)}
                </h2>
                <p
                  role="status"
                  data-testid="product-count"
                  className="mt-1 text-sm text-plum-soft"
                >
                  {data ? countText(data) : results.isError ? '' : 'Looking for gifts…'}
                </p>
              </div>
              {isFiltered && (
                <Button variant="secondary" size="sm" onClick={clearFilters}>
                  Clear filters
                </Button>
              )}
            </div>

            {!data ? (
              results.isError ? (
                <LoadFailed
                  title="The gifts didn’t load"
                  heading="h3"
                  error={results.error}
                  onRetry={() => void results.refetch()}
                />
              ) : (
                <ProductGridSkeleton />
              )
            ) : !data.hasListings ? (
              <NoListings />
            ) : data.products.length > 0 ? (
              <>
                <ProductGrid products={data.products} isStale={results.isPlaceholderData} />
                <Pagination
                  page={data.page}
                  pageCount={Math.max(1, Math.ceil(data.total / data.pageSize))}
                  hasMore={data.totalIsCapped}
                  linkTo={linkToPage}
                  label="Pages of gifts"
                />
              </>
            ) : data.total > 0 ? (
              <div className="text-center">
                <p className="text-plum-soft">This page is past the last gift.</p>
                <ButtonLink to={linkToPage(1)} className="mt-4">
                  Back to the first page
                </ButtonLink>
              </div>
            ) : (
              <EmptyResults q={query.q} hints={hintsFor(query)} onClear={clearFilters} />
            )}
          </div>
        </section>
      </Container>
    </>
  );
}

/** The marketplace: the search (kept in the address), its results and Add to Cart. */
export default function MarketplacePage() {
  return (
    <QueryScope>
      <AddToCartScope>
        <MarketplaceContent />
      </AddToCartScope>
    </QueryScope>
  );
}
