/** Thrown when a gate's waiting line is full: the caller answers 503 rather than queue forever. */
export class GateFullError extends Error {}

export interface Gate {
  /** Runs `work` when one of the gate's slots is free; throws GateFullError when too many wait. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** True while every slot is taken and the waiting line is full: `run` would throw now. */
  isFull(): boolean;
}

export interface GateOptions {
  /**
   * Called once when the gate has stayed empty (nothing running or waiting) for `quietMs` after a
   * spell in which its line was full (`run` refused work, or `isFull` answered true). New work
   * before then postpones it. Errors it throws are ignored.
   */
  afterOverflow?: { quietMs: number; run: () => void };
}

/**
 * Lets at most `slots` pieces of work run at once, with at most `maxWaiting` waiting for a slot.
 * Used for costly work on libuv's small thread pool (image decoding), which password hashing and
 * file reads share: unbounded, a few large images starve every sign-in.
 */
export function createGate(slots: number, maxWaiting: number, options: GateOptions = {}): Gate {
  let running = 0;
  const waiting: (() => void)[] = [];
  const { afterOverflow } = options;
  let overflowed = false;
  let quietTimer: NodeJS.Timeout | undefined;

  const whenQuiet = () => {
    quietTimer = undefined;
    overflowed = false;
    try {
      afterOverflow?.run();
    } catch {
      // Only housekeeping: the gate goes on as before.
    }
  };
  const noteOverflow = () => {
    overflowed = true;
  };
  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    } else if (running === 0 && overflowed && afterOverflow) {
      clearTimeout(quietTimer);
      quietTimer = setTimeout(whenQuiet, afterOverflow.quietMs);
      // A server that is shutting down need not wait for it.
      quietTimer.unref();
    }
  };
  const isFull = () => running >= slots && waiting.length >= maxWaiting;
  return {
    isFull() {
      if (!isFull()) return false;
      noteOverflow();
      return true;
    },
    async run(work) {
      if (quietTimer) {
        clearTimeout(quietTimer);
        quietTimer = undefined;
      }
      if (running >= slots) {
        if (waiting.length >= maxWaiting) {
          noteOverflow();
          throw new GateFullError('busy');
        }
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
