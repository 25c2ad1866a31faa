import { slugify, type VendorProfile } from '@greetly/domain';
import { newId } from '../../platform/lib/ids.ts';
import { CODE_ATTEMPTS, randomCode } from '../../platform/lib/random-code.ts';
import { authorize } from '../../platform/policies/policies.ts';
import type { Account } from '../accounts/index.ts';
import type { ShopProfileColumns, ShopRepo, ShopRow } from './shop-repo.ts';

export interface ShopDeps {
  shops: ShopRepo;
  now?: () => Date;
}

const ONLY_ITS_VENDOR = 'Only the vendor of this shop can change its business profile.';

/** The profile's form fields as columns. */
function profileColumns(profile: VendorProfile): ShopProfileColumns {
  return {
    business_name: profile.fullName,
    business_type: profile.businessType,
    description: profile.businessDescription,
    country_city: profile.countryCity,
    delivery_country: profile.deliveryCountries,
  };
}

/** A shop's address: its name for people, six random characters to keep it unique. */
function newShopSlug(name: string): string {
  return `${slugify(name)}-${randomCode(6)}`;
}

/**
 * The account's business profile and shop, or undefined before onboarding. Any signed-in
 * account may ask (the answer is empty until it opens a shop).
 */
export async function getOwnShop(deps: ShopDeps, user: Account): Promise<ShopRow | undefined> {
  const row = await deps.shops.findFirstShopOf(user.id);
  if (row) {
    authorize(user, 'view', 'shop', row, {
      notFound: 'This business profile does not exist.',
      forbidden: 'Only vendor accounts have a business profile.',
    });
  }
  return row;
}

/**
 * Creates or updates the account's business profile. The first save opens its shop (pending an
 * admin's review) and gives the account the vendor role, in one transaction. Saving a rejected
 * shop sends it for review again; a pending or approved shop keeps its status. The shop's slug
 * never changes, even with its name.
 */
export async function saveShopProfile(
  deps: ShopDeps,
  user: Account,
  profile: VendorProfile,
): Promise<ShopRow> {
  const now = (deps.now?.() ?? new Date()).toISOString();
  return deps.shops.transaction(async (shops) => {
    const existing = await shops.findFirstShopOf(user.id);
    if (existing) {
      authorize(user, 'edit', 'shop', existing, {
        notFound: 'This business profile does not exist.',
        forbidden: ONLY_ITS_VENDOR,
      });
      await shops.updateProfile(existing.id, profileColumns(profile), now);
      await shops.resubmitIfRejected(existing.id, now, user.id);
      const row = await shops.findShop(existing.id);
      if (!row) throw new Error(`Shop ${existing.id} vanished while it was saved`);
      return row;
    }
    authorize(
      user,
      'open',
      'shop',
      { owner_id: user.id },
      {
        notFound: 'This business profile does not exist.',
        forbidden: ONLY_ITS_VENDOR,
      },
    );
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const row: ShopRow = {
        id: newId(),
        owner_id: user.id,
        ...profileColumns(profile),
        status: 'pending',
        slug: newShopSlug(profile.fullName),
        review_reason: null,
        reviewed_by: null,
        reviewed_at: null,
        submitted_at: now,
        is_demo: 0,
        created_at: now,
        updated_at: now,
      };
      if (await shops.insertShop(row)) {
        await shops.grantVendorRole(user.id, now);
        return row;
      }
    }
    throw new Error(`No free shop address after ${CODE_ATTEMPTS} attempts`);
  });
}
