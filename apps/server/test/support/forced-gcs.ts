import { constants, type PerformanceEntry, PerformanceObserver } from 'node:perf_hooks';

/**
 * Watches for full garbage collections that code asked for (`gc()`, not V8's own): `times` holds
 * when each began (performance.now()); `stop()` ends the watch.
 */
export function watchForcedCollections(): { times: number[]; stop: () => void } {
  const times: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const { detail } = entry as PerformanceEntry & { detail?: { kind: number; flags: number } };
      if (
        detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR &&
        detail.flags & constants.NODE_PERFORMANCE_GC_FLAGS_FORCED
      ) {
        times.push(entry.startTime);
      }
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return { times, stop: () => observer.disconnect() };
}
