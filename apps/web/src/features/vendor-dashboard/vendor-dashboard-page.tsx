import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import { Navigate } from 'react-router';
import { FormError } from '../../components/forms/form-banner';
import { Button, ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/layout-bits';
import { QueryScope } from '../../lib/query-scope';
import { requestFailureMessage } from '../session/account-errors';
import { useSignedInUser } from '../session/session-context';
import { BusinessProfile } from './business-profile';
import { ShopStatusBanner } from './shop-status-banner';
import { fetchVendorAccount, VENDOR_PROFILE_KEY } from './vendor-api';
import { VendorOrders } from './vendor-orders';
import { VendorProducts } from './vendor-products';

/** The page inside the app's query cache (TanStack Query comes only with the pages that use it). */
export default function VendorDashboardPage() {
  return (
    <QueryScope>
      <VendorDashboardPageContent />
    </QueryScope>
  );
}

function VendorDashboardPageContent() {
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  const account = useQuery({
    queryKey: VENDOR_PROFILE_KEY,
    queryFn: ({ signal }) => fetchVendorAccount(signal),
  });
  const profile = account.data?.profile;
  const shop = account.data?.shop ?? null;

  // A vendor who has not told us about their business yet finishes that first.
  if (account.isSuccess && !profile) return <Navigate to="/vendorproceed" replace />;

  return (
    <>
      <title>Vendor dashboard · Greetly</title>
      <div className="bg-gradient-to-b from-mint-light to-cream py-10 sm:py-14">
        <Container className="flex flex-wrap items-end justify-between gap-6">
          <div>
            <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.18em] text-mint">
              <Store aria-hidden="true" className="size-4" />
              {profile?.fullName ?? 'Your business'}
            </p>
            <h1 className="mt-2 font-display text-4xl font-bold text-plum sm:text-5xl">
              Vendor dashboard
            </h1>
            <p className="mt-3 max-w-xl text-lg text-plum-soft">
              Welcome, {user.first_name}. Here is how your shop looks to gifters.
            </p>
          </div>
          <ButtonLink to="/dashboard" variant="secondary">
            Account settings
          </ButtonLink>
        </Container>
      </div>

      <Container className="space-y-8 pt-2 pb-20">
        {account.isPending && (
          <p role="status" className="flex items-center gap-3 text-plum-soft">
            <span className="size-6 animate-spin rounded-full border-3 border-rose-light border-t-rose" />
            Loading your business profile…
          </p>
        )}
        {account.isError && (
          <div className="space-y-4">
            <FormError message={requestFailureMessage(account.error)} />
            <Button onClick={() => void account.refetch()}>Try again</Button>
          </div>
        )}
        {profile && (
          <>
            {shop && <ShopStatusBanner shop={shop} />}
            <BusinessProfile
              profile={profile}
              isRejected={shop?.status === 'rejected'}
              onSaved={(saved) => queryClient.setQueryData(VENDOR_PROFILE_KEY, saved)}
            />
            <VendorProducts shopStatus={shop?.status ?? null} />
          </>
        )}
        <VendorOrders />
      </Container>
    </>
  );
}
