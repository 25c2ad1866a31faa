import { type VendorProfile, vendorProfileResponseSchema } from '@greetly/domain';
import { apiRequest } from '../../lib/api';

export const VENDOR_PROFILE_KEY = ['vendor-profile'] as const;

/** The signed-in vendor's business information; null until they complete it. */
export async function fetchVendorProfile(signal?: AbortSignal): Promise<VendorProfile | null> {
  const answer = await apiRequest<unknown>('/api/vendor/profile', { signal });
  return vendorProfileResponseSchema.parse(answer).profile;
}

export async function saveVendorProfile(profile: VendorProfile): Promise<VendorProfile> {
  const answer = await apiRequest<unknown>('/api/vendor/profile', { method: 'PUT', body: profile });
  const saved = vendorProfileResponseSchema.parse(answer).profile;
  return saved ?? profile;
}
