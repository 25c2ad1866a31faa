import { createHash } from 'node:crypto';
import { AppError } from '../http/errors.ts';
import type { RateLimitStore, WindowCounts } from './store.ts';

export interface RateLimitRule {
  /** Names the counter, e.g. 'signin-ip'. */
  name: string;
  limit: number;
  windowMs: number;
  /** The start of the 429 message; ' Try again in N minutes.' is added. */
  message: string;
}

export interface RateLimitCheck {
  rule: RateLimitRule;
  /** Who is counted: an address, an IP, an account id, or several joined. */
  subject: string;
}

export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', message, undefined, { 'Retry-After': String(retryAfterSeconds) });
  }
}

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 90) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}

/**
 * The counter's key: the rule's name and a hash of the subject. Subjects hold e-mail addresses
 * and IPs of any length; a fixed-length hash fits every key column and keeps them out of the
 * counters' storage.
 */
function keyOf({ rule, subject }: RateLimitCheck): string {
  return `${rule.name}:${createHash('sha256').update(subject).digest('base64url')}`;
}

/**
 * The hits in the sliding window that ends now: the current fixed window's, plus the previous
 * window's in proportion to how much of it the sliding window still covers. That share is rounded
 * up, so a hit counts until its share has wholly gone, and a burst cannot double at a boundary.
 */
export function slidingCount(counts: WindowCounts, windowMs: number, now: Date): number {
  const covered = 1 - (now.getTime() - counts.windowStart) / windowMs;
  return counts.current + Math.ceil(counts.previous * covered);
}

/** How long until one more hit fits the limit, if no other hit comes in the meantime. */
export function msUntilRoom(counts: WindowCounts, limit: number, windowMs: number, now: Date) {
  const room = limit - 1;
  const elapsed = now.getTime() - counts.windowStart;
  if (counts.current <= room) {
    if (counts.previous === 0) return 0;
    // previous × (1 − (elapsed + wait) / windowMs) ≤ room − current
    const covered = ((room - counts.current) * windowMs) / counts.previous;
    return Math.max(0, Math.ceil(windowMs - covered - elapsed));
  }
  // Only in the next window, where this window's hits are the previous ones and fade.
  const covered = Math.min(windowMs, (room * windowMs) / counts.current);
  return Math.ceil(2 * windowMs - covered - elapsed);
}

function refusal(rule: RateLimitRule, counts: WindowCounts, now: Date): RateLimitedError {
  const seconds = Math.max(
    1,
    Math.ceil(msUntilRoom(counts, rule.limit, rule.windowMs, now) / 1000),
  );
  return new RateLimitedError(`${rule.message} Try again in ${waitText(seconds)}.`, seconds);
}

/** Counts one attempt against each rule; throws RateLimitedError (429) when any is over its limit. */
export async function enforceRateLimits(
  store: RateLimitStore,
  checks: RateLimitCheck[],
  now: Date = new Date(),
): Promise<void> {
  for (const check of checks) {
    const counts = await store.hit(keyOf(check), check.rule.windowMs, now);
    if (slidingCount(counts, check.rule.windowMs, now) > check.rule.limit) {
      throw refusal(check.rule, counts, now);
    }
  }
}

/** True when a hit would be within every rule's limit; counts the hit only then (quiet limits). */
export async function isWithinRateLimits(
  store: RateLimitStore,
  checks: RateLimitCheck[],
  now: Date = new Date(),
): Promise<boolean> {
  try {
    await enforceRateLimits(store, checks, now);
    return true;
  } catch (error) {
    if (error instanceof RateLimitedError) return false;
    throw error;
  }
}

/**
 * Throws RateLimitedError when a rule has already reached its limit, without counting: for limits
 * on failures, which are counted afterwards with recordFailures() only when the attempt failed.
 */
export async function assertUnderLimits(
  store: RateLimitStore,
  checks: RateLimitCheck[],
  now: Date = new Date(),
): Promise<void> {
  for (const check of checks) {
    const counts = await store.peek(keyOf(check), check.rule.windowMs, now);
    if (slidingCount(counts, check.rule.windowMs, now) >= check.rule.limit) {
      throw refusal(check.rule, counts, now);
    }
  }
}

/** True when the rule has reached its limit (nothing counted). */
export async function isAtLimit(
  store: RateLimitStore,
  check: RateLimitCheck,
  now: Date = new Date(),
): Promise<boolean> {
  const counts = await store.peek(keyOf(check), check.rule.windowMs, now);
  return slidingCount(counts, check.rule.windowMs, now) >= check.rule.limit;
}

/** Counts one failure against each rule. */
export async function recordFailures(
  store: RateLimitStore,
  checks: RateLimitCheck[],
  now: Date = new Date(),
): Promise<void> {
  for (const check of checks) await store.hit(keyOf(check), check.rule.windowMs, now);
}

/** Forgets each rule's hits for its subject. */
export async function clearRateLimits(
  store: RateLimitStore,
  checks: RateLimitCheck[],
  now: Date = new Date(),
): Promise<void> {
  for (const check of checks) await store.clear(keyOf(check), check.rule.windowMs, now);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const SIGNIN = 'Too many sign-in attempts.';

export const RATE_LIMITS = {
  /** Failed sign-ins from one client, any accounts (password spraying). */
  signinFailuresPerIp: { name: 'signin-fail-ip', limit: 25, windowMs: 5 * MINUTE, message: SIGNIN },
  /** Failed sign-ins to one account from one client: strict. */
  signinFailuresPerAccountAndIp: {
    name: 'signin-fail-pair',
    limit: 10,
    windowMs: 15 * MINUTE,
    message: SIGNIN,
  },
  /**
   * Failed sign-ins to one account from anywhere: soft. Past it, only addresses the account has
   * signed in from before may still try, so a distributed attack cannot lock the owner out.
   */
  signinFailuresPerAccount: {
    name: 'signin-fail-account',
    limit: 50,
    windowMs: HOUR,
    message:
      'Too many failed sign-in attempts on this account from new places. You can reset your password to get in now.',
  },
  signupPerIp: {
    name: 'signup-ip',
    limit: 10,
    windowMs: HOUR,
    message: 'Too many accounts were created from your network.',
  },
  /** Account mails (verification, "you already have an account") to one address. */
  verificationMailPerAddress: {
    name: 'mail-verify',
    limit: 5,
    windowMs: 30 * MINUTE,
    message: 'Too many verification emails requested.',
  },
  resetMailPerAddress: {
    name: 'mail-reset',
    limit: 5,
    windowMs: HOUR,
    message: 'Too many password reset emails requested.',
  },
  resetMailPerAddressDaily: {
    name: 'mail-reset-day',
    limit: 10,
    windowMs: DAY,
    message: 'Too many password reset emails requested.',
  },
  resetMailPerIp: {
    name: 'mail-reset-ip',
    limit: 20,
    windowMs: HOUR,
    message: 'Too many password reset emails requested.',
  },
  newsletterPerAddress: {
    name: 'newsletter-address',
    limit: 3,
    windowMs: DAY,
    message: 'This address was just subscribed.',
  },
  cardReportsPerIp: {
    name: 'card-report-ip',
    limit: 5,
    windowMs: HOUR,
    message: 'Thank you: we have your reports.',
  },
  newsletterPerIp: {
    name: 'newsletter-ip',
    limit: 20,
    windowMs: HOUR,
    message: 'Too many subscriptions from your network.',
  },
} satisfies Record<string, RateLimitRule>;
