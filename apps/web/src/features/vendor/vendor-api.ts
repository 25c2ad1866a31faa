import { type VendorProfile, vendorEndpoints } from '@greetly/domain';
import { api } from '../../lib/api';

export const VENDOR_PROFILE_KEY = ['vendor-profile'] as const;

/** The signed-in vendor's business information; null until they complete it. */
export async function fetchVendorProfile(signal?: AbortSignal): Promise<VendorProfile | null> {
  return (await api(vendorEndpoints.getProfile, { signal })).profile;
}

export async function saveVendorProfile(profile: VendorProfile): Promise<VendorProfile> {
  const saved = (await api(vendorEndpoints.saveProfile, { body: profile })).profile;
  return saved ?? profile;
}
