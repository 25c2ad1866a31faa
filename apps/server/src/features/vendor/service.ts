import type { VendorProfile } from '@greetly/domain';
import { newId } from '../../lib/ids.ts';
import { authorize } from '../../policies/policies.ts';
import type { Account } from '../auth/repo.ts';
import type { VendorProfileRow, VendorRepo } from './repo.ts';

const ONLY_VENDORS = 'Only vendor accounts have a business profile.';

/** A user's own business profile: only a vendor account has one (403 for a gifter). */
function authorizeOwnProfile(
  user: Account,
  action: 'view' | 'edit',
  profile: Pick<VendorProfileRow, 'owner_id'> = { owner_id: user.id },
): void {
  authorize(user, action, 'vendorProfile', profile, {
    notFound: ONLY_VENDORS,
    forbidden: ONLY_VENDORS,
  });
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
  user: Account;
  repo: VendorRepo;
}): Promise<VendorProfile | null> {
  authorizeOwnProfile(options.user, 'view');
  const row = await options.repo.findFirstProfileOf(options.user.id);
  if (row) authorizeOwnProfile(options.user, 'view', row);
  return row ? toProfile(row) : null;
}

/** Creates or updates the vendor's business profile; 403 for a gifter. */
export async function saveVendorProfile(options: {
  user: Account;
  profile: VendorProfile;
  repo: VendorRepo;
  now?: Date;
}): Promise<VendorProfile> {
  authorizeOwnProfile(options.user, 'edit');
  const now = (options.now ?? new Date()).toISOString();
  const existing = await options.repo.findFirstProfileOf(options.user.id);
  if (existing) authorizeOwnProfile(options.user, 'edit', existing);
  const row: VendorProfileRow = {
    id: existing?.id ?? newId(),
    owner_id: options.user.id,
    business_name: options.profile.fullName,
    business_type: options.profile.businessType,
    description: options.profile.businessDescription,
    country_city: options.profile.countryCity,
    delivery_country: options.profile.deliveryCountries,
    created_at: existing?.created_at ?? now,
    updated_at: now,
  };
  if (existing) await options.repo.updateProfile(row);
  else await options.repo.insertProfile(row);
  return toProfile(row);
}
