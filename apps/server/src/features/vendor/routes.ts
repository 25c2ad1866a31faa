import { vendorEndpoints } from '@greetly/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import { authOf, requireAuth } from '../auth/guard.ts';
import type { AuthRepo } from '../auth/repo.ts';
import type { VendorRepo } from './repo.ts';
import { getVendorProfile, saveVendorProfile } from './service.ts';

export const vendorRoutes: FastifyPluginAsyncZod<{ authRepo: AuthRepo; repo: VendorRepo }> = async (
  app,
  { authRepo, repo },
) => {
  const signedIn = { preHandler: requireAuth(authRepo) };

  route(app, vendorEndpoints.getProfile, signedIn, async (request) => ({
    success: true as const,
    profile: await getVendorProfile({ user: authOf(request).user, repo }),
  }));

  route(app, vendorEndpoints.saveProfile, signedIn, async (request) => ({
    success: true as const,
    profile: await saveVendorProfile({ user: authOf(request).user, profile: request.body, repo }),
  }));
};
