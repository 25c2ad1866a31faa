// The marketplace's search over a large catalogue, on SQLite and on PostgreSQL:
// `flock /tmp/bench.lock node --import tsx bench/catalogue/run.ts` from the repository root
// (DATABASE_URL=postgres://… adds PostgreSQL). See README.md next to this file.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pino from 'pino';
import { connectDatabase } from '../../apps/server/src/platform/db/connect.ts';
import { insertProducts, insertShop } from '../../apps/server/test/support/catalogue.ts';
import { type Child, createDatabase, dropDatabase } from '../delivery/harness.ts';
import { serverUnderTest, startApp } from '../support/server.ts';
import { productSeed, seededRandom, shopNames } from './generate.ts';

const { values: options } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    shops: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    // sqlite, postgres or both (PostgreSQL needs DATABASE_URL).
    databases: { type: 'string', default: 'sqlite,postgres' },
  },
});
const PRODUCTS = Number(options.products);
const SHOPS = Number(options.shops);
const SECONDS = Number(options.seconds);
const CONNECTIONS = Number(options.connections);
const POSTGRES_URL = process.env.DATABASE_URL;

/** What a gifter does: each scenario is one address, asked by every connection. */
const SCENARIOS: { name: string; path: () => string }[] = [
  { name: 'one-word search (q=cake)', path: () => '?q=cake' },
  { name: 'two-word search (q=red velvet)', path: () => '?q=red+velvet' },
  { name: 'category + in stock, no words', path: () => '?category=Bouquets&stock=in' },
  { name: 'all gifts by price', path: () => '?sort=price-asc' },
  { name: 'all gifts, page 5', path: () => '?page=5' },
  {
    // A price floor below every price: the same products as q=cake, but no two requests ask the
    // same thing, so every answer is computed (the search's cost without its answer cache).
    name: 'one-word search, every answer new',
    path: () => `?q=cake&minPrice=${Math.floor(Math.random() * 2000)}`,
  },
];

interface Row {
  scenario: string;
  p50: number;
  p99: number;
  rps: number;
  failed: number;
}

async function seedCatalogue(database: Parameters<typeof connectDatabase>[0]): Promise<number> {
  const db = connectDatabase(database, pino({ level: 'warn' }));
  const started = Date.now();
  try {
    const random = seededRandom(20_261_201);
    let clock = Date.parse('2026-01-01T00:00:00.000Z');
    const perShop = Math.ceil(PRODUCTS / SHOPS);
    for (const [index, name] of shopNames(SHOPS).entries()) {
      const shop = await insertShop(db.kysely, { name });
      const count = Math.min(perShop, PRODUCTS - index * perShop);
      const seeds = Array.from({ length: count }, () => {
        clock += 60_000;
        return productSeed(random, new Date(clock).toISOString());
      });
      await insertProducts(db.kysely, shop, seeds);
    }
    // What autovacuum does within a minute of a bulk load: statistics, and the GIN index's
    // pending entries merged (without it the planner reads the whole table for a word).
    if (database.kind === 'postgres') await sql`vacuum analyze`.execute(db.kysely);
  } finally {
    await db.close();
  }
  return Date.now() - started;
}

async function measure(base: string, path: () => string, seconds: number) {
  return autocannon({
    url: `${base}/api/marketplace/products`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      { setupRequest: (request) => ({ ...request, path: `/api/marketplace/products${path()}` }) },
    ],
  });
}

/**
 * The database DATABASE_URL names, made for this run on its server (through the server's
 * `postgres` database) and dropped after it; a database of that name must not exist yet.
 */
function benchDatabase(url: string): { name: string; serverUrl: string } {
  const parsed = new URL(url);
  const name = parsed.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`DATABASE_URL names no database: ${name}`);
  parsed.pathname = '/postgres';
  return { name, serverUrl: parsed.toString() };
}

async function run(
  kind: 'sqlite' | 'postgres',
  server: { serverDir: string; script: string },
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'greetly-bench-catalogue-'));
  const children: Child[] = [];
  let created: { name: string; serverUrl: string } | undefined;
  let databaseUrl: string | undefined;
  try {
    if (kind === 'postgres') {
      if (!POSTGRES_URL) throw new Error('DATABASE_URL is needed for PostgreSQL');
      const target = benchDatabase(POSTGRES_URL);
      databaseUrl = await createDatabase(target.serverUrl, target.name);
      created = target;
    }
    const { app, base } = await startApp({
      script: server.script,
      cwd: server.serverDir,
      dataDir,
      env: { RUN_WORKER: 'false', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    });
    children.push(app);
    const seededMs = await seedCatalogue(
      databaseUrl
        ? { kind: 'postgres', url: databaseUrl }
        : { kind: 'sqlite', file: join(dataDir, 'app.db') },
    );
    const first = await fetch(`${base}/api/marketplace/products?q=cake`);
    const found = ((await first.json()) as { total: number }).total;
    const loadBefore = loadavg()[0]?.toFixed(1);
    const rows: Row[] = [];
    for (const scenario of SCENARIOS) {
      await measure(base, scenario.path, 2);
      const result = await measure(base, scenario.path, SECONDS);
      rows.push({
        scenario: scenario.name,
        p50: result.latency.p50,
        p99: result.latency.p99,
        rps: Math.round(result.requests.average),
        failed: result.errors + result.non2xx,
      });
    }
    console.log(
      `\n${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: ${PRODUCTS} listed products in ${SHOPS} shops (written in ${(seededMs / 1000).toFixed(1)} s; q=cake matches ${found}), ${CONNECTIONS} connections, ${SECONDS} s per scenario after 2 s of warm-up; 1-minute load ${loadBefore}→${loadavg()[0]?.toFixed(1)}\n`,
    );
    console.log('| scenario | p50 ms | p99 ms | req/s | failed |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const row of rows) {
      console.log(`| ${row.scenario} | ${row.p50} | ${row.p99} | ${row.rps} | ${row.failed} |`);
    }
  } finally {
    for (const child of children) child.child.kill('SIGTERM');
    await Promise.all(children.map((child) => child.exited));
    if (created) await dropDatabase(created.serverUrl, created.name);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const kinds = (options.databases ?? '').split(',').map((kind) => kind.trim());
// Built once from the sources as they are, as `npm start` runs it.
const server = serverUnderTest(undefined);
for (const kind of kinds) {
  if (kind !== 'sqlite' && kind !== 'postgres') throw new Error(`unknown database ${kind}`);
  if (kind === 'postgres' && !POSTGRES_URL) {
    console.log('\nPostgreSQL: skipped (set DATABASE_URL=postgres://… to include it)');
    continue;
  }
  await run(kind, server);
}
process.exit(0);
