import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, register } from './support/accounts.ts';
import { type DatabaseProxy, startDatabaseProxy, throughProxy } from './support/db-proxy.ts';
import { exitOf, freePort, startProcess, waitForHealth } from './support/processes.ts';
import { seedDueCards, seedSender } from './support/seed-cards.ts';
import {
  createTestApp,
  createTestDatabase,
  TEST_DATABASES,
  type TestApp,
  type TestDatabase,
} from './support/test-app.ts';

const adminUrl = process.env.TEST_DATABASE_URL ?? '';

function health(app: FastifyInstance) {
  return app.inject({ method: 'GET', url: '/api/health' });
}

async function healthStatus(app: FastifyInstance): Promise<number> {
  return (await health(app)).statusCode;
}

let subscribers = 0;
function subscribe(app: FastifyInstance) {
  subscribers += 1;
  return app.inject({
    method: 'POST',
    url: '/api/newsletter',
    payload: { email: `reader.${process.pid}.${subscribers}@example.com` },
  });
}

function postgresUrlOf(database: TestDatabase): URL {
  if (database.config.kind !== 'postgres') throw new Error('not a PostgreSQL database');
  return new URL(database.config.url);
}

describe.runIf(adminUrl)('a network partition between the app and PostgreSQL', () => {
  let database: TestDatabase;
  let proxy: DatabaseProxy;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    proxy = await startDatabaseProxy(adminUrl);
    const url = throughProxy(postgresUrlOf(database).toString(), proxy);
    t = await createTestApp('postgres', { database: { kind: 'postgres', url } });
  });
  afterAll(async () => {
    proxy.heal();
    await t.close();
    await proxy.close();
    await database.drop();
  });

  it('answers health with 503 and a write with a 5xx error instead of hanging, then recovers', {
    timeout: 60_000,
  }, async () => {
    expect(await healthStatus(t.app)).toBe(200);
    proxy.partition();
    // A passed write check is believed for a moment; within a few seconds health must notice.
    await expect.poll(() => healthStatus(t.app), { timeout: 10_000, interval: 100 }).toBe(503);
    const startedAt = Date.now();
    const response = await health(t.app);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, code: 'database_unavailable' });
    expect(Date.now() - startedAt).toBeLessThan(3_000);

    const write = await subscribe(t.app);
    expect(write.statusCode).toBe(503);
    expect(write.json()).toMatchObject({ success: false, code: 'database_unavailable' });

    proxy.heal();
    await expect.poll(() => healthStatus(t.app), { timeout: 30_000, interval: 200 }).toBe(200);
  });
});

describe.runIf(adminUrl)('PostgreSQL ending a connection the app is using', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres', {}, { jobs: 'none' });
  });
  afterAll(() => t.close());

  it('fails that work only: no uncaught error, and the next request is served', async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      // Between two queries of a transaction the client is checked out of the pool, where the
      // pool's own error listener does not hear it.
      const work = t.db.kysely.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
        // The server's goodbye arrives while nothing is running on the client.
        await sleep(300);
        await sql`select 1`.execute(trx);
      });
      await expect(work).rejects.toThrow();
    } finally {
      await admin.end();
    }
    expect(await healthStatus(t.app)).toBe(200);
  });
});

describe.each(TEST_DATABASES)('a database that cannot write, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  async function setReadOnly(isReadOnly: boolean): Promise<void> {
    if (t.config.database.kind === 'sqlite') {
      // chmod does not stop root (CI containers) from writing. query_only is what SQLite does
      // with a write-protected file: reads work, every write fails with SQLITE_READONLY.
      await sql.raw(`pragma query_only = ${isReadOnly ? 'on' : 'off'}`).execute(t.db.kysely);
      return;
    }
    // As on a read-only replica: every new session of the app's database starts read-only.
    const name = new URL(t.config.database.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const setting = isReadOnly
        ? 'SET default_transaction_read_only = on'
        : 'RESET default_transaction_read_only';
      await admin.query(`ALTER DATABASE ${name} ${setting}`);
      // Open sessions keep the old setting: end them, so the pool's next ones start with the new
      // one. The app may reconnect at once (its job worker polls); only sessions that began
      // before the change must be gone.
      const changedAt = (await admin.query('select clock_timestamp() as at')).rows[0].at;
      const older =
        'from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and backend_start <= $2';
      await admin.query(`select pg_terminate_backend(pid) ${older}`, [name, changedAt]);
      await expect
        .poll(
          async () =>
            (await admin.query(`select count(*)::int as n ${older}`, [name, changedAt])).rows[0].n,
          { timeout: 10_000 },
        )
        .toBe(0);
    } finally {
      await admin.end();
    }
  }

  it('answers health with 503 while writes fail, and 200 once it can write again', async () => {
    expect(await healthStatus(t.app)).toBe(200);
    await setReadOnly(true);
    // What the audit saw: reads still work, so a `select 1` health said ok, but writes fail. A
    // read-only database is an outage for writes: 503 with Retry-After, not a 500.
    const refused = await subscribe(t.app);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    await expect.poll(() => healthStatus(t.app), { timeout: 5_000 }).toBe(503);
    expect((await health(t.app)).json()).toMatchObject({ code: 'database_unavailable' });

    await setReadOnly(false);
    await expect.poll(() => healthStatus(t.app), { timeout: 5_000 }).toBe(200);
    expect((await subscribe(t.app)).statusCode).toBe(200);
  });
});

describe('a data directory removed while the app runs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses writes with 503 instead of writing into the deleted file, and fails health', async () => {
    if (t.config.database.kind !== 'sqlite') throw new Error('expected SQLite');
    expect((await subscribe(t.app)).statusCode).toBe(200);
    expect(await healthStatus(t.app)).toBe(200);

    rmSync(dirname(t.config.database.file), { recursive: true, force: true });

    const signUp = await register(t.app, newAccount());
    expect(signUp.statusCode).toBe(503);
    expect(signUp.json()).toMatchObject({ success: false, code: 'database_unavailable' });
    expect((await subscribe(t.app)).statusCode).toBe(503);
    const response = await health(t.app);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, code: 'database_unavailable' });
  });
});

describe("the recipient's card and health once the SQLite file is gone", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {}, { jobs: 'none' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('fails the very next health check, then refuses the card (read through a query compiled once)', async () => {
    if (t.config.database.kind !== 'sqlite') throw new Error('expected SQLite');
    const sender = await seedSender(t.db.kysely);
    const [cardId] = await seedDueCards(t.db.kysely, {
      userId: sender.id,
      count: 1,
      dueAt: new Date(),
      recipient: () => 'amara@example.com',
    });
    const card = await t.db.kysely
      .updateTable('cards')
      .set({ status: 'sent' })
      .where('id', '=', cardId ?? '')
      .returning('link_token')
      .executeTakeFirstOrThrow();
    const url = `/api/c/${card.link_token}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect(await healthStatus(t.app)).toBe(200);

    rmSync(dirname(t.config.database.file), { recursive: true, force: true });

    expect(await healthStatus(t.app)).toBe(503);
    const refused = await t.app.inject({ method: 'GET', url });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ success: false, code: 'database_unavailable' });
  });
});

describe('starting the processes with PostgreSQL unreachable', () => {
  const password = 'Hush-5ecret-pw';

  it.each(['src/main.ts', 'src/worker-main.ts'])(
    '%s retries, then exits 1 with clear lines naming DATABASE_URL, no stack, no password',
    async (script) => {
      const closedPort = await freePort();
      const startedAt = Date.now();
      const { child, output } = startProcess(script, {
        DATABASE_URL: `postgres://greetly:${password}@127.0.0.1:${closedPort}/greetly`,
        DB_CONNECT_TIMEOUT_MS: '1500',
      });
      expect(await exitOf(child)).toBe(1);
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1_500);
      const lines = output()
        .split('\n')
        .filter((line) => line.includes('DATABASE_URL='));
      // One line per failed attempt and one to give up.
      expect(lines.length).toBeGreaterThanOrEqual(3);
      expect(lines.at(-1)).toMatch(/Giving up/);
      expect(output()).not.toContain(password);
      expect(output()).not.toContain('    at ');
    },
  );

  it.runIf(adminUrl)(
    'serves once PostgreSQL answers within DB_CONNECT_TIMEOUT_MS',
    {
      timeout: 60_000,
    },
    async () => {
      const database = await createTestDatabase('postgres');
      const databasePort = await freePort();
      const url = postgresUrlOf(database);
      url.port = String(databasePort);
      const dataDir = mkdtempSync(join(tmpdir(), 'greetly-proc-'));
      const port = await freePort();
      const { child, output } = startProcess('src/main.ts', {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
        DB_CONNECT_TIMEOUT_MS: '30000',
      });
      let proxy: DatabaseProxy | undefined;
      try {
        // PostgreSQL comes up only after the server has found it missing at least once.
        await expect.poll(output, { timeout: 20_000 }).toContain('DATABASE_URL=');
        proxy = await startDatabaseProxy(adminUrl, databasePort);
        await waitForHealth(port, child);
        const exited = exitOf(child);
        child.kill('SIGTERM');
        expect(await exited).toBe(0);
      } finally {
        child.kill('SIGKILL');
        await proxy?.close();
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});

describe('the server process when its data directory is removed', () => {
  it('answers health with 503 and logs the lost database file at error level', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'greetly-proc-'));
    const port = await freePort();
    const { child, output } = startProcess('src/main.ts', {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    });
    try {
      await waitForHealth(port, child);
      rmSync(dataDir, { recursive: true, force: true });
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(response.status).toBe(503);
      const file = join(dataDir, 'app.db');
      await expect.poll(output).toContain(`${file} was deleted`);
      const line = output()
        .split('\n')
        .find((entry) => entry.includes(`${file} was deleted`));
      expect(JSON.parse(line ?? '{}')).toMatchObject({ level: 50 });
    } finally {
      child.kill('SIGKILL');
      await exitOf(child);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
