import type { VendorShop } from '@greetly/domain';
import { CircleAlert, CircleCheck, Clock, ExternalLink, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/ui/button';

export const SHOP_STATUS_TEXT = {
  pending:
    "Your shop is under review. We'll e-mail you when it's approved — you can add products meanwhile; they are listed once approved.",
  rejected: 'Edit your business details and save to send it for review again.',
  approved: 'Gifters can find your published products in the marketplace.',
} as const;

function Banner({
  tone,
  icon,
  title,
  children,
}: {
  tone: 'gold' | 'rose' | 'mint';
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  const tones = {
    gold: 'border-gold/60 bg-gold-light',
    rose: 'border-rose/40 bg-blush',
    mint: 'border-mint/40 bg-mint-light',
  };
  return (
    <section
      aria-labelledby="shop-status-heading"
      className={`flex flex-col gap-4 rounded-3xl border p-5 sm:flex-row sm:items-start sm:p-6 ${tones[tone]}`}
      data-testid="shop-status"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-white/80">
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="shop-status-heading" className="font-display text-xl font-bold text-plum">
          {title}
        </h2>
        <div className="mt-1 space-y-3 text-plum">{children}</div>
      </div>
    </section>
  );
}

/** Where the admin's review of the shop stands, and what the vendor can do about it. */
export function ShopStatusBanner({ shop }: { shop: VendorShop }) {
  if (shop.status === 'pending') {
    return (
      <Banner
        tone="gold"
        title="Waiting for approval"
        icon={<Clock aria-hidden="true" className="size-6 text-plum" />}
      >
        <p>{SHOP_STATUS_TEXT.pending}</p>
      </Banner>
    );
  }
  if (shop.status === 'rejected') {
    return (
      <Banner
        tone="rose"
        title="Your shop was not approved"
        icon={<CircleAlert aria-hidden="true" className="size-6 text-rose-dark" />}
      >
        {shop.reviewReason && (
          <blockquote className="rounded-2xl bg-white/70 px-4 py-3 break-words">
            <p className="text-sm font-semibold text-plum-soft">Our reviewer said:</p>
            <p className="mt-1 whitespace-pre-line">{shop.reviewReason}</p>
          </blockquote>
        )}
        <p>{SHOP_STATUS_TEXT.rejected}</p>
        <ButtonLink to="/vendorproceed" size="sm">
          <Pencil aria-hidden="true" className="size-4" />
          Edit business details
        </ButtonLink>
      </Banner>
    );
  }
  return (
    <Banner
      tone="mint"
      title="Your shop is open"
      icon={<CircleCheck aria-hidden="true" className="size-6 text-mint" />}
    >
      <p>{SHOP_STATUS_TEXT.approved}</p>
      <ButtonLink to={`/shops/${shop.slug}`} variant="secondary" size="sm">
        <ExternalLink aria-hidden="true" className="size-4" />
        View your shop page
      </ButtonLink>
    </Banner>
  );
}
