import { DELIVERY_OPTION_LABELS } from '@greetly/domain/catalog/checkout';
import { formatNaira } from '@greetly/domain/money';
import type { CheckoutQuoteResponse } from '@greetly/domain/schemas/checkout-api';
import type { ReactNode } from 'react';
import { UnavailableLines } from './checkout-unavailable';

/** A discount, written as the amount taken off ('−₦200'). */
const off = (kobo: number) => `−${formatNaira(kobo)}`;

/** 750 basis points → '7.5%'. */
const percentOf = (basisPoints: number) => `${basisPoints / 100}%`;

function Row({
  label,
  value,
  testId,
  strong = false,
}: {
  label: ReactNode;
  value: string;
  testId?: string;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex justify-between gap-4 ${strong ? 'border-t border-line pt-2 text-lg font-bold text-plum' : ''}`}
    >
      <dt className="min-w-0 break-words">{label}</dt>
      <dd data-testid={testId} className="shrink-0 tabular-nums">
        {value}
      </dd>
    </div>
  );
}

/**
 * The order summary, every figure as the server quoted it: the cart's gifts left out or cut down
 * (and why), the gifts, each shop's delivery and gift bag, the discounts, VAT and the totals.
 * Nothing here is added up in the browser.
 */
export function CheckoutSummary({
  quote,
  isUpdating,
  children,
}: {
  quote: CheckoutQuoteResponse | undefined;
  /** The choices changed and the server is pricing them again. */
  isUpdating: boolean;
  /** The Confirm button and what goes with it. */
  children: ReactNode;
}) {
  const perShop = (quote?.shops.length ?? 0) > 1;
  const delivery = quote ? DELIVERY_OPTION_LABELS[quote.deliveryOption] : '';
  return (
    <aside
      aria-labelledby="checkout-summary"
      aria-busy={isUpdating || !quote}
      className="rounded-3xl border border-line bg-white p-6 shadow-soft lg:sticky lg:top-24"
    >
      <h2 id="checkout-summary" className="text-xl font-bold text-plum">
        Order summary
      </h2>
      {quote ? (
        <>
          <UnavailableLines lines={quote.unavailable} />
          <ul aria-label="Gifts" className="mt-4 space-y-3 border-b border-line pb-4">
            {quote.lines.map((line) => (
              <li key={line.ref} className="flex justify-between gap-4">
                <div className="min-w-0">
                  <p className="font-semibold break-words text-plum">{line.title}</p>
                  <p className="text-sm text-plum-soft">
                    {line.quantity} × {formatNaira(line.unitPriceKobo)} · {line.shopName}
                  </p>
                </div>
                <p className="shrink-0 text-plum tabular-nums">{formatNaira(line.lineTotalKobo)}</p>
              </li>
            ))}
          </ul>
          <dl data-testid="checkout-figures" className="mt-4 space-y-2 text-plum-soft">
            <Row label="Items" value={formatNaira(quote.itemsKobo)} />
            {quote.shops.map((shop) => (
              <Row
                key={`delivery-${shop.shopSlug}`}
                label={perShop ? `${delivery} (${shop.shopName})` : delivery}
                value={formatNaira(shop.deliveryKobo)}
              />
            ))}
            {quote.giftBag &&
              quote.shops.map((shop) => (
                <Row
                  key={`bag-${shop.shopSlug}`}
                  label={perShop ? `Gift bag (${shop.shopName})` : 'Gift bag'}
                  value={formatNaira(shop.giftBagKobo)}
                />
              ))}
            {quote.discounts.loyalty && (
              <Row
                label={`Loyalty reward: ${quote.discounts.loyalty.title} free`}
                value={off(quote.discounts.loyalty.amountKobo)}
              />
            )}
            {quote.discounts.coupon && (
              <Row
                label={`Coupon ${quote.discounts.coupon.code}`}
                value={off(quote.discounts.coupon.amountKobo)}
                testId="checkout-coupon-line"
              />
            )}
            <Row
              label="Total excluding tax"
              value={formatNaira(quote.totalExcludingTaxKobo)}
              testId="checkout-total-excluding-tax"
            />
            <Row
              label={`VAT ${percentOf(quote.taxRateBasisPoints)}`}
              value={formatNaira(quote.taxKobo)}
              testId="checkout-tax"
            />
            <Row
              label="Total"
              value={formatNaira(quote.totalKobo)}
              testId="checkout-total"
              strong
            />
          </dl>
          {perShop && (
            <p className="mt-3 text-sm text-plum-soft">
              Each shop sends its own parcel, so delivery (and a gift bag) is charged once per shop.
            </p>
          )}
        </>
      ) : (
        <div aria-hidden="true" className="mt-4 space-y-3">
          <span className="block h-5 w-3/4 animate-pulse rounded-full bg-blush" />
          <span className="block h-5 w-1/2 animate-pulse rounded-full bg-cream-deep" />
          <span className="block h-7 w-2/3 animate-pulse rounded-full bg-blush" />
        </div>
      )}
      <p role="status" className="sr-only">
        {isUpdating || !quote ? 'Pricing your order…' : ''}
      </p>
      {children}
    </aside>
  );
}
