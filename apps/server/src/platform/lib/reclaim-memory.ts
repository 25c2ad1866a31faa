import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Collect = () => void;
let collect: Collect | null | undefined;

/**
 * V8's own `gc()`, without exposing it to the rest of the process: `--expose-gc` is on only while
 * one new context is made (it installs `gc` in contexts made while it is on), then off again, so
 * no later context or worker thread gets a global `gc`. Undefined if this Node refuses.
 */
function collector(): Collect | undefined {
  if (collect !== undefined) return collect ?? undefined;
  const exposed = (globalThis as { gc?: unknown }).gc;
  if (typeof exposed === 'function') {
    collect = exposed as Collect;
    return collect;
  }
  try {
    setFlagsFromString('--expose-gc');
    const made: unknown = runInNewContext('gc');
    collect = typeof made === 'function' ? (made as Collect) : null;
  } catch {
    collect = null;
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
  return collect ?? undefined;
}

/**
 * Runs one full garbage collection now, once the process is quiet after a storm of requests; true
 * if it ran. While the storm lasts V8 grows its young generation to its largest (two 16 MiB
 * semi-spaces) and keeps it afterwards: an idle server allocates too little to collect again, and
 * V8 shrinks the young generation only at a collection that sees little allocation. About 20 ms of
 * the event loop on the server's small heap (bench/login-storm/README.md, 25 November evening).
 */
export function reclaimMemory(): boolean {
  const run = collector();
  if (!run) return false;
  run();
  return true;
}
