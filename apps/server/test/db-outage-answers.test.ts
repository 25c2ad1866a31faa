import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseProxy, startDatabaseProxy, throughProxy } from './support/db-proxy.ts';
import { captureLogs } from './support/logs.ts';
import { holdSqliteWriteLock } from './support/sqlite-lock.ts';
import {
  createTestApp,
  createTestDatabase,
  TEST_DATABASES,
  type TestApp,
  type TestDatabase,
} from './support/test-app.ts';

/**
 * While the database is away, every route that needs it answers `503 database_unavailable` with
 * `Retry-After`, and the outage is logged once, not once per request with a stack each. (Before:
 * 500 `internal_error` and a stack trace per request.)
 */

let readers = 0;
function subscribe(app: FastifyInstance) {
  readers += 1;
  return app.inject({
    method: 'POST',
    url: '/api/newsletter',
    payload: { email: `outage.${process.pid}.${readers}@example.com` },
  });
}

const OUTAGE_LOG = 'the database is unavailable';

describe.each(TEST_DATABASES)('routes while the database is away, on %s', (kind) => {
  let t: TestApp;
  let database: TestDatabase | undefined;
  let proxy: DatabaseProxy | undefined;
  const logs = captureLogs();

  beforeAll(async () => {
    if (kind === 'postgres') {
      database = await createTestDatabase('postgres');
      if (database.config.kind !== 'postgres') throw new Error('expected PostgreSQL');
      proxy = await startDatabaseProxy(database.config.url);
      const url = throughProxy(database.config.url, proxy);
      t = await createTestApp(
        kind,
        { database: { kind: 'postgres', url }, logLevel: 'info' },
        { jobs: 'none', logStream: logs.stream },
      );
    } else {
      t = await createTestApp(kind, { logLevel: 'info' }, { jobs: 'none', logStream: logs.stream });
    }
  });
  afterAll(async () => {
    proxy?.restore();
    await t?.close();
    await proxy?.close();
    await database?.drop();
  });

  /** PostgreSQL's connections are cut; SQLite's file is write-locked by another process. */
  async function takeDatabaseAway(): Promise<() => Promise<void>> {
    if (proxy) {
      const cut = proxy;
      cut.cut();
      return async () => cut.restore();
    }
    if (t.config.database.kind !== 'sqlite') throw new Error('expected SQLite');
    const lock = await holdSqliteWriteLock(t.config.database.file);
    return lock.release;
  }

  it('answers 503 database_unavailable with Retry-After, logs the outage once, then recovers', {
    timeout: 90_000,
  }, async () => {
    expect((await subscribe(t.app)).statusCode).toBe(200);
    const bringBack = await takeDatabaseAway();
    try {
      const answers = [await subscribe(t.app), await subscribe(t.app)];
      if (kind === 'postgres') {
        // A read needs a connection too: the catalogue (the security audit saw 1,619 × 500 there).
        answers.push(await t.app.inject({ method: 'GET', url: '/api/marketplace/products' }));
        answers.push(
          await t.app.inject({
            method: 'POST',
            url: '/api/login',
            payload: { email: 'ada@example.com', password: 'Sunflower-44-river' },
          }),
        );
      }
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(503);
        expect(answer.headers['retry-after']).toBe('5');
        expect(answer.json()).toEqual({
          success: false,
          code: 'database_unavailable',
          message: 'The database is not answering.',
        });
      }
    } finally {
      await bringBack();
    }
    const lines = logs.text().split('\n');
    expect(lines.filter((line) => line.includes(OUTAGE_LOG))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('request failed'))).toEqual([]);
    expect(logs.text()).not.toContain('    at ');

    await expect
      .poll(async () => (await subscribe(t.app)).statusCode, { timeout: 20_000, interval: 200 })
      .toBe(200);
  });
});
