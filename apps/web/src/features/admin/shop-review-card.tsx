import type { AdminShop } from '@greetly/domain';
import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

function dateOf(instant: string): string {
  return dateFormat.format(new Date(instant));
}

function productCountText(count: number): string {
  return count === 1 ? '1 product' : `${count.toLocaleString('en-NG')} products`;
}

/** One shop as an admin reviews it: the business profile, its owner, and the decision. */
export function ShopReviewCard({
  shop,
  isBusy,
  onApprove,
  onReject,
}: {
  shop: AdminShop;
  isBusy: boolean;
  onApprove: (shop: AdminShop) => void;
  onReject: (shop: AdminShop) => void;
}) {
  const { profile } = shop;
  return (
    <li
      className="rounded-3xl bg-white p-5 shadow-soft ring-1 ring-line/60 sm:p-7"
      data-testid="admin-shop"
    >
      <article aria-labelledby={`shop-${shop.id}-name`}>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <h2
              id={`shop-${shop.id}-name`}
              className="break-words font-display text-2xl font-bold text-plum"
            >
              {shop.name}
            </h2>
            <p className="text-plum-soft">{profile.businessType}</p>
          </div>
          {shop.status === 'pending' && (
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                disabled={isBusy}
                onClick={() => onApprove(shop)}
                aria-label={`Approve ${shop.name}`}
              >
                <Check aria-hidden="true" className="size-4" />
                Approve
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={isBusy}
                onClick={() => onReject(shop)}
                aria-label={`Reject ${shop.name}`}
              >
                <X aria-hidden="true" className="size-4" />
                Reject
              </Button>
            </div>
          )}
        </div>
        <p className="mt-4 whitespace-pre-line break-words text-plum">
          {profile.businessDescription}
        </p>
        <dl className="mt-5 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
          <Detail label="Country and city">{profile.countryCity}</Detail>
          <Detail label="Delivers to">{profile.deliveryCountries}</Detail>
          <Detail label="Owner">
            <span className="block">{shop.ownerName}</span>
            <a
              href={`mailto:${shop.ownerEmail}`}
              className="break-all font-semibold text-rose-dark underline"
            >
              {shop.ownerEmail}
            </a>
          </Detail>
          <Detail label="Submitted">{dateOf(shop.submittedAt)}</Detail>
          <Detail label="Products">{productCountText(shop.productCount)}</Detail>
          {shop.reviewedAt && <Detail label="Reviewed">{dateOf(shop.reviewedAt)}</Detail>}
        </dl>
        {shop.status === 'rejected' && shop.reviewReason && (
          <div className="mt-5 rounded-2xl bg-blush px-4 py-3 text-sm">
            <p className="font-semibold text-rose-dark">Reason given</p>
            <p className="mt-1 whitespace-pre-line break-words text-plum">{shop.reviewReason}</p>
          </div>
        )}
      </article>
    </li>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="font-semibold text-plum-soft">{label}</dt>
      <dd className="mt-0.5 break-words text-plum">{children}</dd>
    </div>
  );
}
