import { z } from 'zod';
import { defineJob } from '../../platform/jobs/definition.ts';

const userPayload = z.object({ userId: z.string().min(1).max(64) });

/** A new verification link for an unverified account. */
export const verificationMailJob = defineJob('auth.verification-mail', userPayload);
/** Someone signed up with an address that has an account: its owner is told, nothing is created. */
export const accountExistsMailJob = defineJob('auth.account-exists-mail', userPayload);
/**
 * A reset link for whoever owns the address, if anyone. The address, not the account, is the
 * payload: the request answers the same for every address, and only this job finds out.
 */
export const passwordResetMailJob = defineJob(
  'auth.password-reset-mail',
  z.object({ email: z.string().min(1).max(254) }),
);
