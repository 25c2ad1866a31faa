/**
 * The hits of one key in its current fixed window and in the window before it, from which the
 * limiter estimates a sliding window (see docs/decisions/0013-sliding-window-limits.md).
 */
export interface WindowCounts {
  current: number;
  previous: number;
  /** When the current window began (ms since the epoch). */
  windowStart: number;
}

/**
 * Counts hits in fixed windows: in Redis or the database, shared by every process; in memory only
 * for one server on SQLite (services.ts picks).
 */
export interface RateLimitStore {
  /** Adds one hit to `key`'s current window and returns the counts of it and the window before. */
  hit(key: string, windowMs: number, now: Date): Promise<WindowCounts>;
  /** The counts of `key`'s current and previous windows, without adding to them. */
  peek(key: string, windowMs: number, now: Date): Promise<WindowCounts>;
  /** Forgets `key`'s hits (e.g. an account's failed sign-ins after a password reset). */
  clear(key: string, windowMs: number, now: Date): Promise<void>;
  close(): Promise<void>;
}

/** The fixed window that `now` falls in and the one before it. */
export function windowsOf(
  windowMs: number,
  now: Date,
): { start: number; previousStart: number; end: number } {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { start, previousStart: start - windowMs, end: start + windowMs };
}
