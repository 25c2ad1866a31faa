import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { buildApp } from '../../src/app.ts';
import { authJobHandlers } from '../../src/modules/accounts/jobs.ts';
import { type Config, loadConfig } from '../../src/platform/config.ts';
import { connectDatabase, type Db } from '../../src/platform/db/connect.ts';
import { migrateToLatest } from '../../src/platform/db/migrate.ts';
import type { JobHandler } from '../../src/platform/jobs/definition.ts';
import { createJobWorker } from '../../src/platform/jobs/worker.ts';
import { createServices, jobHandlers } from '../../src/services.ts';
import type { SmtpSink } from './smtp-sink.ts';

export type TestDatabaseKind = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server (CI sets it). */
export const TEST_DATABASES: TestDatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export interface TestDatabase {
  config: Config['database'];
  drop: () => Promise<void>;
}

/** A fresh, empty database: a new SQLite file, or a new PostgreSQL database on the test server. */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'greetly-test-'));
    return {
      config: { kind: 'sqlite', file: join(dir, 'app.db') },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `greetly_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close: () => Promise<void>;
}

/**
 * Which jobs the app's own worker runs, as `npm start` runs one: all of them, only the account
 * mails (tests that drive card deliveries with their own worker and clock), or none.
 */
export type TestAppJobs = 'all' | 'accounts' | 'none';

/** The real app on a fresh, migrated database; `webDist` may point at a fixture web build. */
export async function createTestApp(
  kind: TestDatabaseKind,
  overrides: Partial<Config> = {},
  options: {
    smtp?: SmtpSink;
    jobs?: TestAppJobs;
    logStream?: DestinationStream;
    /** The app's clock for cards and plans (and its worker's); the real one when absent. */
    now?: () => Date;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const dataDir = mkdtempSync(join(tmpdir(), 'greetly-data-'));
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://cards.test',
      ...(options.smtp ? { SMTP_URL: options.smtp.url } : {}),
    }),
    database: database.config,
    // 4 MiB scrypt instead of 128 MiB: the same code, a lower cost (config.test.ts checks the real one).
    passwordHashLogN: 12,
    ...overrides,
  };
  const db = connectDatabase(config.database);
  await migrateToLatest(db.kysely);
  const services = createServices(config, db);
  const app = await buildApp({
    config,
    db,
    ...services,
    logStream: options.logStream,
    ...(options.now ? { now: options.now } : {}),
  });
  await app.ready();
  const jobs = options.jobs ?? 'all';
  const deps = {
    db,
    mailer: services.mailer,
    publicUrl: config.publicUrl,
    paymentProvider: services.paymentProvider,
    ...(options.now ? { now: options.now } : {}),
  };
  const handlers: JobHandler[] =
    jobs === 'all'
      ? jobHandlers(deps)
      : jobs === 'accounts'
        ? authJobHandlers({ ...deps, db: db.kysely })
        : [];
  const worker =
    handlers.length > 0
      ? createJobWorker({
          db: db.kysely,
          handlers,
          log: app.log,
          batchSize: 50,
          concurrency: 8,
          pollMs: 20,
          leaseMs: 30_000,
        })
      : undefined;
  worker?.start();
  return {
    app,
    db,
    config,
    close: async () => {
      await worker?.stop();
      await app.close();
      services.mailer.close();
      await services.rateLimits.close();
      await db.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
