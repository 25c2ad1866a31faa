import { z } from 'zod';
import { defineEvent } from '../../platform/events.ts';

/** A new account was made (sign-up), with the referral code it signed up through, if any. */
export const accountCreated = defineEvent(
  'account.created',
  z.object({
    userId: z.string().min(1),
    email: z.string().min(1),
    referralCode: z.string().nullable(),
  }),
);

/** An account's e-mail address was proven (its verification link, or a password reset link). */
export const accountVerified = defineEvent(
  'account.verified',
  z.object({ userId: z.string().min(1) }),
);
