import { useQueryClient } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import { useNavigate } from 'react-router';
import { FormPageLayout, IconBadge } from '../../components/forms/form-page-layout';
import { QueryScope } from '../../lib/query-scope';
import { VENDOR_PROFILE_KEY } from './vendor-api';
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

function VendorProceedPageContent() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <>
      <title>Your Business Information · Greetly</title>
      <FormPageLayout
        eyebrow="Step 2 of 2"
        title="Your Business Information"
        lead="Tell gifters who you are and where you deliver. You can change this any time."
        panel={{ ...VENDOR_PANEL, art: <ShopArt /> }}
        badge={
          <IconBadge>
            <ClipboardList aria-hidden="true" className="size-7" />
          </IconBadge>
        }
      >
        <VendorProfileForm
          submitLabel="Complete Sign Up"
          onSaved={async (profile) => {
            queryClient.setQueryData(VENDOR_PROFILE_KEY, profile);
            await navigate('/vendordashboard');
          }}
        />
      </FormPageLayout>
    </>
  );
}
