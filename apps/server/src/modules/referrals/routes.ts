import { referralEndpoints } from '@greetly/domain/contracts/referrals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { route } from '../../platform/http/route.ts';
import type { AuthRepo } from '../accounts/index.ts';
import { authOf, requireAuth } from '../accounts/index.ts';
import { referralsRepo } from './repo.ts';
import { type ReferralDeps, referralsOf } from './service.ts';

/** The signed-in account's referral link, the people it invited and the credits it earned. */
export const referralRoutes: FastifyPluginAsyncZod<{
  authRepo: AuthRepo;
  db: Kysely<Database>;
  publicUrl: string;
}> = async (app, { authRepo, db, publicUrl }) => {
  const signedIn = { onRequest: requireAuth(authRepo) };
  const deps: ReferralDeps = { repo: referralsRepo(db), publicUrl };

  route(app, referralEndpoints.mine, signedIn, async (request) =>
    referralsOf(deps, authOf(request).user.id),
  );
};
