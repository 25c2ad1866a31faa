import { type AdminShop, SHOP_STATUSES, type ShopStatus } from '@greetly/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck, Store } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAlert } from '../../components/dialogs/alert';
import { FormError } from '../../components/forms/form-banner';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/layout-bits';
import { QueryScope } from '../../lib/query-scope';
import { requestFailureMessage } from '../session/account-errors';
import { AdminNav } from './admin-nav';
import {
  ADMIN_SHOPS_KEY,
  adminShopsKey,
  approveShop,
  fetchShops,
  rejectShop,
} from './admin-shops-api';
import { RejectShopDialog } from './reject-shop-dialog';
import { ShopReviewCard } from './shop-review-card';

const STATUS_TABS: Record<ShopStatus, { label: string; empty: string }> = {
  pending: { label: 'Pending', empty: 'No shops are waiting for review.' },
  approved: { label: 'Approved', empty: 'No shops have been approved yet.' },
  rejected: { label: 'Rejected', empty: 'No shops have been turned down.' },
};

function statusOf(value: string | null): ShopStatus {
  return SHOP_STATUSES.find((status) => status === value) ?? 'pending';
}

/** The page inside the app's query cache (TanStack Query comes only with the pages that use it). */
export default function ShopReviewPage() {
  return (
    <QueryScope>
      <ShopReviewPageContent />
    </QueryScope>
  );
}

/** Admins approve or turn down the shops vendors open; the vendor is e-mailed either way. */
function ShopReviewPageContent() {
  const [searchParams] = useSearchParams();
  const status = statusOf(searchParams.get('status'));
  const queryClient = useQueryClient();
  const { showAlert } = useAlert();
  const [notice, setNotice] = useState('');
  const [rejecting, setRejecting] = useState<AdminShop | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const shops = useQuery({
    queryKey: adminShopsKey(status),
    queryFn: ({ signal }) => fetchShops(status, signal),
  });

  /** The reviewed shop leaves this list; the other lists are asked again when opened. */
  const reviewed = (shop: AdminShop, message: string) => {
    queryClient.setQueryData<AdminShop[]>(adminShopsKey(status), (list) =>
      list?.filter((candidate) => candidate.id !== shop.id),
    );
    void queryClient.invalidateQueries({
      queryKey: ADMIN_SHOPS_KEY,
      predicate: (query) => query.queryKey[1] !== status,
    });
    setNotice(message);
    // The card the admin acted on is gone: the keyboard goes on from the news about it.
    requestAnimationFrame(() => noticeRef.current?.focus());
  };

  const approve = useMutation({
    mutationFn: (shop: AdminShop) => approveShop(shop.id),
    onSuccess: (shop) =>
      reviewed(shop, `${shop.name} is approved. We've e-mailed ${shop.ownerName} the news.`),
    onError: (error) => showAlert(requestFailureMessage(error)),
  });

  const reject = async (shop: AdminShop, reason: string) => {
    const rejected = await rejectShop(shop.id, reason);
    setRejecting(null);
    reviewed(
      rejected,
      `${rejected.name} is rejected. We've e-mailed ${rejected.ownerName} your reason.`,
    );
  };

  const list = shops.data;
  return (
    <>
      <title>Review shops · Greetly</title>
      <div className="bg-gradient-to-b from-gold-light to-cream py-10 sm:py-14">
        <Container>
          <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.18em] text-rose-dark">
            <ShieldCheck aria-hidden="true" className="size-4" />
            Admin
          </p>
          <h1 className="mt-2 font-display text-4xl font-bold text-plum sm:text-5xl">
            Review shops
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-plum-soft">
            A shop's products are listed in the marketplace once you approve it. The vendor is
            e-mailed either way.
          </p>
          <AdminNav />
        </Container>
      </div>
      <Container className="pt-2 pb-20">
        <nav aria-label="Shops by status">
          <ul className="flex flex-wrap gap-2">
            {SHOP_STATUSES.map((option) => (
              <li key={option}>
                <Link
                  to={option === 'pending' ? '/admin/shops' : `/admin/shops?status=${option}`}
                  aria-current={option === status ? 'page' : undefined}
                  onClick={() => setNotice('')}
                  className={`inline-flex rounded-full px-5 py-2 font-semibold transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold ${
                    option === status
                      ? 'bg-plum text-white'
                      : 'bg-white text-plum ring-1 ring-line hover:bg-blush'
                  }`}
                >
                  {STATUS_TABS[option].label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p
          ref={noticeRef}
          tabIndex={-1}
          role="status"
          className={
            notice
              ? 'mt-6 rounded-2xl border border-mint/40 bg-mint-light px-4 py-3 font-medium text-plum outline-none'
              : 'sr-only'
          }
        >
          {notice}
        </p>
        {shops.isPending && <p className="mt-6 min-h-60 text-plum-soft">Loading shops…</p>}
        {shops.isError && (
          <div className="mt-6 space-y-4">
            <FormError message={requestFailureMessage(shops.error)} />
            <Button variant="secondary" onClick={() => void shops.refetch()}>
              Try again
            </Button>
          </div>
        )}
        {list && list.length === 0 && (
          <div className="mt-6 flex flex-col items-center rounded-3xl border-2 border-dashed border-line bg-white px-6 py-12 text-center">
            <Store aria-hidden="true" className="size-10 text-rose-dark" />
            <p className="mt-3 font-display text-xl font-bold text-plum">
              {STATUS_TABS[status].empty}
            </p>
          </div>
        )}
        {list && list.length > 0 && (
          <ul className="mt-6 grid gap-4" aria-label={`${STATUS_TABS[status].label} shops`}>
            {list.map((shop) => (
              <ShopReviewCard
                key={shop.id}
                shop={shop}
                isBusy={approve.isPending}
                onApprove={(chosen) => approve.mutate(chosen)}
                onReject={setRejecting}
              />
            ))}
          </ul>
        )}
      </Container>
      {rejecting && (
        <RejectShopDialog
          shop={rejecting}
          onReject={(reason) => reject(rejecting, reason)}
          onClose={() => setRejecting(null)}
        />
      )}
    </>
  );
}
