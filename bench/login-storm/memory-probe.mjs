// Loaded into the server with `--import` by `run.ts --memory-detail`: at each SIGUSR2 it appends
// one JSON line to MEMORY_PROBE_FILE saying where the process's memory is (MiB): Node's own
// figures, V8's spaces (used/size), the kernel's anonymous and file-backed resident memory, the
// largest anonymous mappings (V8's pages, malloc's arenas, scrypt's 128 MiB while it runs), and
// the major garbage collections since the last line (when, relative to now, and how long).
import { appendFileSync, readFileSync } from 'node:fs';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';

const file = process.env.MEMORY_PROBE_FILE;
const mib = (bytes) => Math.round((bytes / 1048576) * 10) / 10;

let majorGcs = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
      majorGcs.push({ at: entry.startTime, ms: Math.round(entry.duration * 10) / 10 });
    }
  }
}).observe({ entryTypes: ['gc'] });

function anonymousMappings() {
  const mappings = [];
  let current;
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const head = line.match(/^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/);
    if (head) {
      const size = (Number.parseInt(head[2], 16) - Number.parseInt(head[1], 16)) / 1024;
      current = { start: head[1], size, name: head[4] || '[anon]', anonymous: 0 };
      mappings.push(current);
    } else if (current && line.startsWith('Anonymous:')) {
      current.anonymous = Number(line.match(/(\d+) kB/)?.[1] ?? 0);
    }
  }
  return mappings
    .filter((mapping) => mapping.anonymous >= 1024)
    .sort((a, b) => b.anonymous - a.anonymous)
    .slice(0, 8)
    .map(
      (mapping) =>
        `${mapping.name} ${mapping.start}: ${Math.round(mapping.anonymous / 1024)} of ${Math.round(mapping.size / 1024)}`,
    );
}

process.on('SIGUSR2', () => {
  const status = readFileSync('/proc/self/status', 'utf8');
  const field = (name) => Number(status.match(new RegExp(`${name}:\\s+(\\d+)`))?.[1] ?? 0);
  const kernel = (name) => Math.round(field(name) / 1024);
  const usage = process.memoryUsage();
  const spaces = Object.fromEntries(
    v8
      .getHeapSpaceStatistics()
      .filter((space) => space.space_size > 0)
      .map((space) => [space.space_name, `${mib(space.space_used_size)}/${mib(space.space_size)}`]),
  );
  const now = performance.now();
  const line = {
    rss: mib(usage.rss),
    heapTotal: mib(usage.heapTotal),
    heapUsed: mib(usage.heapUsed),
    external: mib(usage.external),
    arrayBuffers: mib(usage.arrayBuffers),
    rssAnon: kernel('RssAnon'),
    rssFile: kernel('RssFile'),
    threads: field('Threads'),
    spaces,
    largestAnonymous: anonymousMappings(),
    majorGcs: majorGcs.map((gc) => `${((gc.at - now) / 1000).toFixed(1)} s: ${gc.ms} ms`),
  };
  majorGcs = [];
  appendFileSync(file, `${JSON.stringify(line)}\n`);
});
