import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import { useNavigate } from 'react-router';
import { FormError } from '../../components/forms/form-banner';
import { FormPageLayout, IconBadge } from '../../components/forms/form-page-layout';
import { Button } from '../../components/ui/button';
import { QueryScope } from '../../lib/query-scope';
import { requestFailureMessage } from '../session/account-errors';
import { useSession, useSignedInUser } from '../session/session-context';
import { fetchVendorAccount, VENDOR_PROFILE_KEY } from './vendor-api';
import { ShopArt, VENDOR_PANEL } from './vendor-art';
import { VendorProfileForm } from './vendor-profile-form';

/** The page inside the app's query cache (TanStack Query comes only with the pages that use it). */
export default function VendorProceedPage() {
  return (
    <QueryScope>
      <VendorProceedPageContent />
    </QueryScope>
  );
}

/**
 * The spec's business information form. Any signed-in account may fill it in: the first save
 * opens a shop (pending an admin's review) and gives the account the vendor role. An account
 * that already has a shop edits its details here.
 */
function VendorProceedPageContent() {
  const user = useSignedInUser();
  const { refresh } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const account = useQuery({
    queryKey: VENDOR_PROFILE_KEY,
    queryFn: ({ signal }) => fetchVendorAccount(signal),
  });
  const profile = account.data?.profile ?? undefined;

  let eyebrow = 'Open a shop';
  if (profile) eyebrow = 'Your shop';
  else if (user.roles.includes('vendor')) eyebrow = 'Step 2 of 2';

  return (
    <>
      <title>Your Business Information · Greetly</title>
      <FormPageLayout
        eyebrow={eyebrow}
        title="Your Business Information"
        lead={
          profile
            ? 'Keep your shop’s details up to date. Gifters see them beside your products.'
            : 'Tell gifters who you are and where you deliver. Our team reviews every new shop before its gifts are listed.'
        }
        panel={{ ...VENDOR_PANEL, art: <ShopArt /> }}
        badge={
          <IconBadge>
            <ClipboardList aria-hidden="true" className="size-7" />
          </IconBadge>
        }
      >
        {account.isPending && (
          <p role="status" className="flex items-center gap-3 text-plum-soft">
            <span className="size-6 animate-spin rounded-full border-3 border-rose-light border-t-rose" />
            Loading your business information…
          </p>
        )}
        {account.isError && (
          <div className="space-y-4">
            <FormError message={requestFailureMessage(account.error)} />
            <Button onClick={() => void account.refetch()}>Try again</Button>
          </div>
        )}
        {account.isSuccess && (
          <VendorProfileForm
            profile={profile}
            submitLabel={profile ? 'Save changes' : 'Complete Sign Up'}
            onSaved={async (saved) => {
              queryClient.setQueryData(VENDOR_PROFILE_KEY, saved);
              // Saving gave the account the vendor role: the session learns it before the
              // vendor dashboard's guard looks.
              await refresh();
              await navigate('/vendordashboard');
            }}
          />
        )}
      </FormPageLayout>
    </>
  );
}
