import { shopPageQuerySchema, shopSlugParamsSchema } from '@greetly/domain/schemas/products';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MapPin, Store } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/layout-bits';
import { QueryScope } from '../../lib/query-scope';
import { AddToCartScope } from '../marketplace/added-to-cart';
import { DemoBadge } from '../marketplace/demo-badge';
import { LoadFailed } from '../marketplace/load-failed';
import {
  fetchShop,
  isNotFound,
  marketplaceKeys,
  retryUnlessNotFound,
} from '../marketplace/marketplace-api';
import { Pagination } from '../marketplace/pagination';
import { ProductGrid, ProductGridSkeleton } from '../marketplace/product-grid';
import { Unavailable } from './unavailable';

const PRODUCTS_ID = 'products';

function ShopUnavailable() {
  return (
    <Unavailable
      title="This shop is not available"
      text="It may be closed for now, or the link has a typo. Other shops are waiting in the marketplace."
    />
  );
}

function ShopPageContent({ slug }: { slug: string }) {
  const [params] = useSearchParams();
  const page = shopPageQuerySchema.parse(Object.fromEntries(params)).page ?? 1;
  const answer = useQuery({
    queryKey: marketplaceKeys.shop(slug, page),
    queryFn: ({ signal }) => fetchShop(slug, page, signal),
    placeholderData: keepPreviousData,
    retry: retryUnlessNotFound,
  });

  if (answer.isError && isNotFound(answer.error)) return <ShopUnavailable />;
  const data = answer.data;
  const shop = data?.shop;

  return (
    <>
      <title>{`${shop?.name ?? 'Shop'} · Greetly`}</title>
      <div className="bg-gradient-to-b from-blush to-cream py-12 sm:py-16">
        <Container>
          {shop ? (
            <div className="max-w-3xl">
              <p className="flex flex-wrap items-center gap-2 text-sm font-semibold tracking-[0.18em] text-rose-dark uppercase">
                <Store aria-hidden="true" className="size-4" />
                {shop.businessType}
                {shop.isDemo && <DemoBadge of="shop" className="tracking-normal normal-case" />}
              </p>
              <h1 className="mt-2 font-display text-4xl font-bold break-words text-plum sm:text-5xl">
                {shop.name}
              </h1>
              <p className="mt-3 flex items-center gap-1.5 text-plum-soft">
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                {shop.countryCity}
              </p>
              {/* Written by the vendor: shown as text, with their line breaks. */}
              <p className="mt-4 text-lg break-words whitespace-pre-line text-plum-soft">
                {shop.description}
              </p>
            </div>
          ) : (
            <div aria-hidden="true" className="max-w-3xl space-y-4">
              <span className="block h-4 w-32 animate-pulse rounded-full bg-white/70" />
              <span className="block h-12 w-2/3 animate-pulse rounded-full bg-white/70" />
              <span className="block h-5 w-1/2 animate-pulse rounded-full bg-white/70" />
            </div>
          )}
        </Container>
      </div>

      <Container className="pt-8 pb-20">
        {!data ? (
          answer.isError ? (
            <LoadFailed
              title="This shop didn’t load"
              error={answer.error}
              onRetry={() => void answer.refetch()}
            />
          ) : (
            <ProductGridSkeleton label="Loading the shop…" />
          )
        ) : (
          <section id={PRODUCTS_ID} aria-labelledby="shop-products" className="scroll-mt-20">
            <div className="mb-6">
              <h2 id="shop-products" className="text-2xl font-bold text-plum sm:text-3xl">
                Gifts from this shop
              </h2>
              <p className="mt-1 text-sm text-plum-soft">
                {data.total === 1 ? '1 gift' : `${data.total.toLocaleString('en-NG')} gifts`}
              </p>
            </div>
            {data.products.length > 0 ? (
              <>
                <ProductGrid products={data.products} isStale={answer.isPlaceholderData} />
                <Pagination
                  page={data.page}
                  pageCount={Math.max(1, Math.ceil(data.total / data.pageSize))}
                  linkTo={(n) => ({ search: n > 1 ? `?page=${n}` : '', hash: PRODUCTS_ID })}
                  label="Pages of this shop’s gifts"
                />
              </>
            ) : (
              <div className="rounded-3xl border border-dashed border-line bg-white/70 px-6 py-12 text-center">
                <p className="text-plum-soft">
                  {data.total > 0
                    ? 'This page is past the shop’s last gift.'
                    : 'This shop has no gifts listed right now. Come back soon!'}
                </p>
                <ButtonLink to="/marketplace" variant="secondary" className="mt-4">
                  Browse the marketplace
                </ButtonLink>
              </div>
            )}
          </section>
        )}
      </Container>
    </>
  );
}

/** An approved shop's page, `/shops/<slug>`: who they are and their listed gifts. */
export default function ShopPage() {
  const { slug = '' } = useParams();
  const parsed = shopSlugParamsSchema.safeParse({ slug });
  if (!parsed.success) return <ShopUnavailable />;
  return (
    <QueryScope>
      <AddToCartScope>
        <ShopPageContent key={slug} slug={slug} />
      </AddToCartScope>
    </QueryScope>
  );
}
