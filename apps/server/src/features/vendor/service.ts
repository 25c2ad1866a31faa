import type { VendorProfile } from '@greetly/domain';
import { authorize } from '../../policies/policies.ts';
import type { UserRow } from '../auth/repo.ts';
import type { VendorProfileRow, VendorRepo } from './repo.ts';

const ONLY_VENDORS = 'Only vendor accounts have a business profile.';

/** A user's own business profile: only a vendor account has one (403 for a gifter). */
function authorizeOwnProfile(user: UserRow, action: 'view' | 'edit'): void {
  authorize(
    user,
    action,
    'vendorProfile',
    { owner_id: user.id },
    {
      notFound: ONLY_VENDORS,
      forbidden: ONLY_VENDORS,
    },
  );
}

function toProfile(row: VendorProfileRow): VendorProfile {
  return {
    fullName: row.business_name,
    businessType: row.business_type,
    businessDescription: row.description,
    countryCity: row.country_city,
    deliveryCountries: row.delivery_country as VendorProfile['deliveryCountries'],
  };
}

/** The vendor's business profile, or null before onboarding; 403 for a gifter. */
export async function getVendorProfile(options: {
  user: UserRow;
  repo: VendorRepo;
}): Promise<VendorProfile | null> {
  authorizeOwnProfile(options.user, 'view');
  const row = await options.repo.findProfile(options.user.id);
  return row ? toProfile(row) : null;
}

/** Creates or updates the vendor's business profile; 403 for a gifter. */
export async function saveVendorProfile(options: {
  user: UserRow;
  profile: VendorProfile;
  repo: VendorRepo;
  now?: Date;
}): Promise<VendorProfile> {
  authorizeOwnProfile(options.user, 'edit');
  const now = (options.now ?? new Date()).toISOString();
  const row: VendorProfileRow = {
    user_id: options.user.id,
    business_name: options.profile.fullName,
    business_type: options.profile.businessType,
    description: options.profile.businessDescription,
    country_city: options.profile.countryCity,
    delivery_country: options.profile.deliveryCountries,
    created_at: now,
    updated_at: now,
  };
  await options.repo.saveProfile(row);
  return toProfile(row);
}
