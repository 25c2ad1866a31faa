import { vendorProfileResponseSchema, vendorProfileSchema } from '@greetly/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAuth } from '../auth/guard.ts';
import type { AuthRepo } from '../auth/repo.ts';
import type { VendorRepo } from './repo.ts';
import { getVendorProfile, saveVendorProfile } from './service.ts';

export const vendorRoutes: FastifyPluginAsyncZod<{ authRepo: AuthRepo; repo: VendorRepo }> = async (
  app,
  { authRepo, repo },
) => {
  const signedIn = { preHandler: requireAuth(authRepo) };

  app.get(
    '/api/vendor/profile',
    { ...signedIn, schema: { response: { 200: vendorProfileResponseSchema } } },
    async (request) => ({
      success: true as const,
      profile: await getVendorProfile({ user: authOf(request).user, repo }),
    }),
  );

  app.put(
    '/api/vendor/profile',
    {
      ...signedIn,
      schema: { body: vendorProfileSchema, response: { 200: vendorProfileResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      profile: await saveVendorProfile({ user: authOf(request).user, profile: request.body, repo }),
    }),
  );
};
