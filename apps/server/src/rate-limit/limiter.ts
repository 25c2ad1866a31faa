import { AppError } from '../http/errors.ts';
import type { RateLimitStore } from './store.ts';

export interface RateLimitRule {
  /** Names the counter, e.g. 'signin-ip'. */
  name: string;
  limit: number;
  windowMs: number;
  /** The start of the 429 message; ' Try again in N minutes.' is added. */
  message: string;
}

export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'rate_limited', message, undefined, { 'Retry-After': String(retryAfterSeconds) });
  }
}

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Counts one attempt against each rule; throws RateLimitedError (429) when any is over its limit. */
export async function enforceRateLimits(
  store: RateLimitStore,
  checks: { rule: RateLimitRule; subject: string }[],
  now: Date = new Date(),
): Promise<void> {
  for (const { rule, subject } of checks) {
    const { count, resetAt } = await store.hit(`${rule.name}:${subject}`, rule.windowMs, now);
    if (count > rule.limit) {
      const seconds = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
      throw new RateLimitedError(`${rule.message} Try again in ${waitText(seconds)}.`, seconds);
    }
  }
}

const MINUTE = 60_000;

export const RATE_LIMITS = {
  signinPerIp: {
    name: 'signin-ip',
    limit: 25,
    windowMs: 5 * MINUTE,
    message: 'Too many sign-in attempts.',
  },
  signinPerEmail: {
    name: 'signin-email',
    limit: 25,
    windowMs: 60 * MINUTE,
    message: 'Too many sign-in attempts.',
  },
  verificationMailPerAddress: {
    name: 'mail-verify',
    limit: 5,
    windowMs: 30 * MINUTE,
    message: 'Too many verification emails requested.',
  },
  resetMailPerAddress: {
    name: 'mail-reset',
    limit: 5,
    windowMs: 30 * MINUTE,
    message: 'Too many password reset emails requested.',
  },
} satisfies Record<string, RateLimitRule>;
