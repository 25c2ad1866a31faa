/** Counts hits in fixed windows; shared by every process (database or Redis), never in memory. */
export interface RateLimitStore {
  /** Adds one hit to `key`'s window and returns the count so far and when the window ends. */
  hit(key: string, windowMs: number, now: Date): Promise<{ count: number; resetAt: Date }>;
  close(): Promise<void>;
}
