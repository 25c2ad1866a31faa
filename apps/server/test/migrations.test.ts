import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Db } from '../src/db/connect.ts';
import { migrateDownAll, migrateToLatest } from '../src/db/migrate.ts';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from './support/test-app.ts';

describe.each(TEST_DATABASES)('migrations on %s', (kind) => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = connectDatabase(database.config);
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
  });

  it('migrates up, down and up again', async () => {
    const applied = await migrateToLatest(db.kysely);
    expect(applied.length).toBeGreaterThan(0);
    expect(await migrateToLatest(db.kysely)).toEqual([]);
    await migrateDownAll(db.kysely);
    await expect(
      sql`select count(*) from newsletter_subscriptions`.execute(db.kysely),
    ).rejects.toThrow();
    expect(await migrateToLatest(db.kysely)).toEqual(applied);
  });
});
