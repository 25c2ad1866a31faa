import { formatNaira } from '@greetly/domain/money';
import { productRefOf } from '@greetly/domain/rules/slug';
import type { ProductDetail, ProductSummary } from '@greetly/domain/schemas/products';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Clock, Gift, MapPin, ShoppingCart, Store } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/layout-bits';
import { QueryScope } from '../../lib/query-scope';
import { addToCart } from '../cart/cart-store';
import { GiftForCardBanner } from '../cart/gift-for-card-banner';
import { QuantityStepper } from '../cart/quantity-stepper';
import { AddToCartScope, useAddToCart } from '../marketplace/added-to-cart';
import { DemoBadge } from '../marketplace/demo-badge';
import { LoadFailed } from '../marketplace/load-failed';
import {
  fetchProduct,
  isNotFound,
  marketplaceKeys,
  retryUnlessNotFound,
} from '../marketplace/marketplace-api';
import { ProductGrid } from '../marketplace/product-grid';
import { deliveryAreaText, leadTimeText, stockText } from '../marketplace/product-text';
import { ProductGallery } from './product-gallery';
import { Unavailable } from './unavailable';

function GiftUnavailable() {
  return (
    <Unavailable
      title="This gift is not available"
      text="It may have sold its last one, or its shop has taken it down. There are plenty more treats in the marketplace."
    />
  );
}

function Breadcrumbs({ product }: { product: ProductDetail }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-plum-soft">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to="/marketplace" className="hover:text-rose-dark hover:underline">
            Marketplace
          </Link>
        </li>
        <li className="flex items-center gap-1">
          <ChevronRight aria-hidden="true" className="size-4" />
          <Link
            to={`/marketplace?category=${encodeURIComponent(product.category)}`}
            className="hover:text-rose-dark hover:underline"
          >
            {product.category}
          </Link>
        </li>
      </ol>
    </nav>
  );
}

function BuyBox({ product }: { product: ProductDetail }) {
  const add = useAddToCart();
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState(1);
  if (product.stock === 0) {
    return (
      <Button size="lg" variant="ghost" disabled className="w-full bg-cream-deep sm:w-auto">
        Out of Stock
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <QuantityStepper
        value={Math.min(quantity, product.stock)}
        min={1}
        max={product.stock}
        name={product.title}
        onChange={setQuantity}
      />
      <Button
        size="lg"
        className="min-w-0 flex-1 sm:flex-none"
        onClick={() => add(product, Math.min(quantity, product.stock))}
      >
        <ShoppingCart aria-hidden="true" className="size-5" />
        Add to Cart
      </Button>
      <Button
        size="lg"
        variant="secondary"
        className="w-full sm:w-auto"
        onClick={() => {
          // Into the cart (already there in full: as it is), then on to check out with a card.
          addToCart(product, Math.min(quantity, product.stock));
          void navigate('/checkout?delivery=gift');
        }}
      >
        <Gift aria-hidden="true" className="size-5" />
        Send with a card
      </Button>
    </div>
  );
}

function ProductView({
  product,
  moreFromShop,
}: {
  product: ProductDetail;
  moreFromShop: readonly ProductSummary[];
}) {
  const shopPath = `/shops/${product.shopSlug}`;
  return (
    <>
      <title>{`${product.title} · Greetly`}</title>
      <Container className="pt-6 pb-20 sm:pt-10">
        <GiftForCardBanner className="mb-5" />
        <Breadcrumbs product={product} />
        <div className="mt-4 grid gap-8 lg:grid-cols-2 lg:gap-12">
          <ProductGallery product={product} />
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <p className="text-xs font-semibold tracking-wider text-rose-dark uppercase">
                {product.category}
              </p>
              {product.isDemo && <DemoBadge of="product" />}
            </div>
            <h1 className="mt-2 font-display text-3xl font-bold break-words text-plum sm:text-4xl">
              {product.title}
            </h1>
            <p className="mt-2 flex items-center gap-1.5 text-plum-soft">
              <Store aria-hidden="true" className="size-4 shrink-0" />
              <span>
                by{' '}
                <Link
                  to={shopPath}
                  className="font-semibold text-rose-dark underline-offset-2 hover:underline"
                >
                  {product.shop.name}
                </Link>
              </span>
            </p>
            <p
              data-testid="product-price"
              className="mt-5 font-display text-3xl font-bold text-plum"
            >
              <span className="sr-only">Price: </span>
              {formatNaira(product.priceKobo)}
            </p>
            <ul data-testid="product-facts" className="mt-4 space-y-2 text-sm">
              <li className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className={`size-2.5 rounded-full ${product.stock > 0 ? 'bg-mint' : 'bg-plum-soft'}`}
                />
                <span className={product.stock > 0 ? 'font-semibold text-mint' : 'text-plum-soft'}>
                  {stockText(product.stock)}
                </span>
              </li>
              <li className="flex items-center gap-2 text-plum-soft">
                <Clock aria-hidden="true" className="size-4" />
                {leadTimeText(product.leadTimeDays)}
              </li>
            </ul>
            <div className="mt-6">
              <BuyBox product={product} />
            </div>
            {product.isDemo && (
              <p className="mt-4 rounded-2xl bg-gold-light px-4 py-3 text-sm text-plum">
                This is demo data: the gift and its shop are made up to show how the marketplace
                works.
              </p>
            )}

            <section aria-labelledby="about-gift" className="mt-8 border-t border-line pt-6">
              <h2 id="about-gift" className="text-xl font-bold text-plum">
                About this gift
              </h2>
              {/* Written by the vendor: shown as text, with their line breaks. */}
              <p className="mt-2 break-words whitespace-pre-line text-plum-soft">
                {product.description}
              </p>
            </section>
            <section aria-labelledby="delivery" className="mt-6">
              <h2 id="delivery" className="text-xl font-bold text-plum">
                Delivery
              </h2>
              <ul className="mt-2 space-y-1.5">
                {product.deliveryAreas.map((area) => (
                  <li
                    key={`${area.country}-${area.city}`}
                    className="flex items-center gap-2 text-plum-soft"
                  >
                    <MapPin aria-hidden="true" className="size-4 shrink-0 text-rose-dark" />
                    {deliveryAreaText(area)}
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </div>

        {moreFromShop.length > 0 && (
          <section aria-labelledby="more-from-shop" className="mt-16">
            <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
              <h2
                id="more-from-shop"
                className="text-2xl font-bold break-words text-plum sm:text-3xl"
              >
                More from {product.shop.name}
              </h2>
              <ButtonLink to={shopPath} variant="secondary" size="sm">
                Visit the shop
              </ButtonLink>
            </div>
            <ProductGrid products={moreFromShop} />
          </section>
        )}
      </Container>
    </>
  );
}

function ProductPageSkeleton() {
  return (
    <Container className="pt-6 pb-20 sm:pt-10">
      <title>Marketplace · Greetly</title>
      <p role="status" className="sr-only">
        Loading the gift…
      </p>
      <div aria-hidden="true" className="mt-8 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="aspect-[4/3] animate-pulse rounded-3xl bg-cream-deep" />
        <div className="space-y-4">
          <span className="block h-4 w-24 animate-pulse rounded-full bg-blush" />
          <span className="block h-10 w-4/5 animate-pulse rounded-full bg-blush" />
          <span className="block h-5 w-40 animate-pulse rounded-full bg-cream-deep" />
          <span className="block h-9 w-32 animate-pulse rounded-full bg-blush" />
          <span className="block h-12 w-60 animate-pulse rounded-full bg-cream-deep" />
        </div>
      </div>
    </Container>
  );
}

function ProductPageContent({ productRef }: { productRef: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const answer = useQuery({
    queryKey: marketplaceKeys.product(productRef),
    queryFn: ({ signal }) => fetchProduct(productRef, signal),
    retry: retryUnlessNotFound,
  });
  const currentPath = answer.data?.product.path;

  // An address with an older title in it (the vendor renamed the gift) becomes the current one.
  useEffect(() => {
    if (currentPath && currentPath !== location.pathname) {
      navigate(`${currentPath}${location.search}${location.hash}`, { replace: true });
    }
  }, [currentPath, location.pathname, location.search, location.hash, navigate]);

  if (answer.data) {
    return <ProductView product={answer.data.product} moreFromShop={answer.data.moreFromShop} />;
  }
  if (answer.isError) {
    if (isNotFound(answer.error)) return <GiftUnavailable />;
    return (
      <Container className="py-20">
        <title>Marketplace · Greetly</title>
        <LoadFailed
          title="This gift didn’t load"
          error={answer.error}
          onRetry={() => void answer.refetch()}
        />
      </Container>
    );
  }
  return <ProductPageSkeleton />;
}

/** A listed gift's page, `/gifts/<slug>-<ref>`: the reference finds it, the slug is for people. */
export default function ProductPage() {
  const { slugAndRef = '' } = useParams();
  const productRef = productRefOf(slugAndRef);
  if (!productRef) return <GiftUnavailable />;
  return (
    <QueryScope>
      <AddToCartScope>
        <ProductPageContent key={productRef} productRef={productRef} />
      </AddToCartScope>
    </QueryScope>
  );
}
