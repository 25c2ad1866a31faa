import { Worker } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGate, GateFullError } from '../src/platform/lib/gate.ts';
import { reclaimMemory } from '../src/platform/lib/reclaim-memory.ts';
import { watchForcedCollections } from './support/forced-gcs.ts';

/** A piece of work that runs until `finish` is called. */
function held() {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { work: () => done, finish: () => finish() };
}

describe('a gate after its line was full', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls afterOverflow once, when it has been empty for quietMs after refusing work', async () => {
    const quiet = vi.fn();
    const gate = createGate(1, 1, { afterOverflow: { quietMs: 5_000, run: quiet } });
    const first = held();
    const second = held();
    const running = [gate.run(first.work), gate.run(second.work)];
    await expect(gate.run(async () => 'third')).rejects.toBeInstanceOf(GateFullError);
    first.finish();
    await vi.advanceTimersByTimeAsync(10_000);
    // The second piece of work is still running: the gate is not quiet yet.
    expect(quiet).not.toHaveBeenCalled();
    second.finish();
    await Promise.all(running);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(quiet).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(quiet).toHaveBeenCalledTimes(1);
    // Later work without a full line does not call it again.
    await gate.run(async () => 'later');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(quiet).toHaveBeenCalledTimes(1);
  });

  it('counts a full line seen through isFull, and new work postpones the call', async () => {
    const quiet = vi.fn();
    const gate = createGate(1, 0, { afterOverflow: { quietMs: 5_000, run: quiet } });
    const only = held();
    const running = gate.run(only.work);
    expect(gate.isFull()).toBe(true);
    only.finish();
    await running;
    await vi.advanceTimersByTimeAsync(3_000);
    await gate.run(async () => 'a sign-in meanwhile');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(quiet).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(quiet).toHaveBeenCalledTimes(1);
  });

  it('never calls it when the line never filled, and keeps working when it throws', async () => {
    const calm = vi.fn();
    const calmGate = createGate(1, 1, { afterOverflow: { quietMs: 1_000, run: calm } });
    const first = held();
    const running = [calmGate.run(first.work), calmGate.run(async () => 'waited')];
    first.finish();
    await Promise.all(running);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calm).not.toHaveBeenCalled();

    const failing = createGate(1, 0, {
      afterOverflow: {
        quietMs: 1_000,
        run: () => {
          throw new Error('housekeeping failed');
        },
      },
    });
    const only = held();
    const work = failing.run(only.work);
    await expect(failing.run(async () => 'refused')).rejects.toBeInstanceOf(GateFullError);
    only.finish();
    await work;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await failing.run(async () => 'still works')).toBe('still works');
  });
});

describe('reclaimMemory', () => {
  it('runs a full garbage collection without leaving gc() to the process or its worker threads', async () => {
    const forced = watchForcedCollections();
    try {
      const hadGc = typeof (globalThis as { gc?: unknown }).gc;
      expect(reclaimMemory()).toBe(true);
      expect(reclaimMemory()).toBe(true);
      await vi.waitFor(() => expect(forced.times.length).toBeGreaterThanOrEqual(2));
      expect(typeof (globalThis as { gc?: unknown }).gc).toBe(hadGc);
      const worker = new Worker(
        'require("node:worker_threads").parentPort.postMessage(typeof gc)',
        {
          eval: true,
        },
      );
      const seen = await new Promise((resolve) => worker.once('message', resolve));
      await worker.terminate();
      expect(seen).toBe('undefined');
    } finally {
      forced.stop();
    }
  });
});
