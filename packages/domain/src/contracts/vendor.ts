import { vendorProfileResponseSchema, vendorProfileSchema } from '../schemas/auth.ts';
import { defineEndpoint } from './endpoint.ts';

/** A vendor's business profile (spec section 3); 403 for an account without the vendor role. */
export const vendorEndpoints = {
  getProfile: defineEndpoint({
    method: 'GET',
    path: '/api/vendor/profile',
    summary: "The vendor's business profile (null before onboarding)",
    auth: 'bearer',
    responses: { 200: vendorProfileResponseSchema },
  }),
  saveProfile: defineEndpoint({
    method: 'PUT',
    path: '/api/vendor/profile',
    summary: "Create or replace the vendor's business profile",
    auth: 'bearer',
    body: vendorProfileSchema,
    responses: { 200: vendorProfileResponseSchema },
  }),
};
