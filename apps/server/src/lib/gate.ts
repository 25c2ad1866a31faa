/** Thrown when a gate's waiting line is full: the caller answers 503 rather than queue forever. */
export class GateFullError extends Error {}

export interface Gate {
  /** Runs `work` when one of the gate's slots is free; throws GateFullError when too many wait. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** True while every slot is taken and the waiting line is full: `run` would throw now. */
  isFull(): boolean;
}

/**
 * Lets at most `slots` pieces of work run at once, with at most `maxWaiting` waiting for a slot.
 * Used for costly work on libuv's small thread pool (image decoding), which password hashing and
 * file reads share: unbounded, a few large images starve every sign-in.
 */
export function createGate(slots: number, maxWaiting: number): Gate {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };
  return {
    isFull: () => running >= slots && waiting.length >= maxWaiting,
    async run(work) {
      if (running >= slots) {
        if (waiting.length >= maxWaiting) throw new GateFullError('busy');
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
