import type { CouponInput } from '@greetly/domain/schemas/checkout';
import type { AdminCoupon } from '@greetly/domain/schemas/checkout-api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { FormError } from '../../../components/forms/form-banner';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/layout-bits';
import { QueryScope } from '../../../lib/query-scope';
import { requestFailureMessage } from '../../session/account-errors';
import { AdminNav } from '../admin-nav';
import {
  ADMIN_COUPONS_KEY,
  createCoupon,
  deactivateCoupon,
  fetchCoupons,
} from './admin-coupons-api';
import { CouponForm } from './coupon-form';
import { CouponList } from './coupon-list';

/** The page inside the app's query cache (TanStack Query comes only with the pages that use it). */
export default function CouponsPage() {
  return (
    <QueryScope>
      <CouponsPageContent />
    </QueryScope>
  );
}

/** Admins create coupon codes for the checkout and deactivate them. */
function CouponsPageContent() {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const coupons = useQuery({
    queryKey: ADMIN_COUPONS_KEY,
    queryFn: ({ signal }) => fetchCoupons(signal),
  });

  const announce = (message: string) => {
    setNotice(message);
    requestAnimationFrame(() => noticeRef.current?.focus());
  };

  const create = async (input: CouponInput) => {
    setNotice('');
    const created = await createCoupon(input);
    queryClient.setQueryData<AdminCoupon[]>(ADMIN_COUPONS_KEY, (list) => [
      created,
      ...(list ?? []).filter((coupon) => coupon.id !== created.id),
    ]);
    announce(`${created.code} is created. Buyers can use it from its start.`);
  };

  const deactivate = async (coupon: AdminCoupon) => {
    setNotice('');
    const done = await deactivateCoupon(coupon.id);
    queryClient.setQueryData<AdminCoupon[]>(ADMIN_COUPONS_KEY, (list) =>
      list?.map((candidate) => (candidate.id === done.id ? done : candidate)),
    );
    announce(`${done.code} is deactivated. Buyers who enter it are told it is not valid.`);
  };

  return (
    <>
      <title>Coupons · Greetly</title>
      <div className="bg-gradient-to-b from-gold-light to-cream py-10 sm:py-14">
        <Container>
          <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.18em] text-rose-dark">
            <ShieldCheck aria-hidden="true" className="size-4" />
            Admin
          </p>
          <h1 className="mt-2 font-display text-4xl font-bold text-plum sm:text-5xl">Coupons</h1>
          <p className="mt-3 max-w-2xl text-lg text-plum-soft">
            Codes buyers enter at checkout for a percentage or an amount off their gifts.
          </p>
          <AdminNav />
        </Container>
      </div>
      <Container className="pt-2 pb-20">
        <p
          ref={noticeRef}
          tabIndex={-1}
          role="status"
          className={
            notice
              ? 'mb-6 rounded-2xl border border-mint/40 bg-mint-light px-4 py-3 font-medium text-plum outline-none'
              : 'sr-only'
          }
        >
          {notice}
        </p>
        <div className="grid gap-8 lg:grid-cols-[26rem_minmax(0,1fr)] lg:items-start">
          <CouponForm onCreate={create} />
          <section aria-labelledby="coupons-heading" className="min-w-0">
            <h2 id="coupons-heading" className="font-display text-2xl font-bold text-plum">
              All coupons
            </h2>
            <div className="mt-4">
              {coupons.isPending && <p className="min-h-40 text-plum-soft">Loading coupons…</p>}
              {coupons.isError && (
                <div className="space-y-4">
                  <FormError message={requestFailureMessage(coupons.error)} />
                  <Button variant="secondary" onClick={() => void coupons.refetch()}>
                    Try again
                  </Button>
                </div>
              )}
              {coupons.data && <CouponList coupons={coupons.data} onDeactivate={deactivate} />}
            </div>
          </section>
        </div>
      </Container>
    </>
  );
}
