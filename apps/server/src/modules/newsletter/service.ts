import { enforceRateLimits, RATE_LIMITS } from '../../platform/rate-limit/limiter.ts';
import type { RateLimitStore } from '../../platform/rate-limit/store.ts';
import type { NewsletterRepo } from './repo.ts';

export const SUBSCRIBED_MESSAGE = 'Thanks for subscribing! Look out for our next letter.';

/**
 * Subscribes an address once; subscribing again succeeds with the same answer and no new row.
 * Limited per address and per client, so nobody can use it to flood someone's inbox later.
 */
export async function subscribeToNewsletter(options: {
  email: string;
  ip: string;
  repo: NewsletterRepo;
  rateLimits: RateLimitStore;
}): Promise<{ message: string }> {
  await enforceRateLimits(options.rateLimits, [
    { rule: RATE_LIMITS.newsletterPerIp, subject: options.ip },
    { rule: RATE_LIMITS.newsletterPerAddress, subject: options.email },
  ]);
  await options.repo.addIfAbsent(options.email);
  return { message: SUBSCRIBED_MESSAGE };
}
