/** Counts hits in fixed windows; shared by every process (database or Redis), never in memory. */
export interface RateLimitStore {
  /** Adds one hit to `key`'s window and returns the count so far and when the window ends. */
  hit(key: string, windowMs: number, now: Date): Promise<{ count: number; resetAt: Date }>;
  /** The count of `key`'s current window, without adding to it. */
  peek(key: string, windowMs: number, now: Date): Promise<{ count: number; resetAt: Date }>;
  /** Forgets `key`'s current window (e.g. an account's failed sign-ins after a password reset). */
  clear(key: string, windowMs: number, now: Date): Promise<void>;
  close(): Promise<void>;
}

/** The start and end of the fixed window that `now` falls in. */
export function windowOf(windowMs: number, now: Date): { start: number; resetAt: Date } {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { start, resetAt: new Date(start + windowMs) };
}
