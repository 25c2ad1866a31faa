import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Db } from '../src/db/connect.ts';
import { migrateDownAll, migrateTo, migrateToLatest } from '../src/db/migrate.ts';
import { startCountingSink } from './support/seed-cards.ts';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from './support/test-app.ts';
import { testWorker } from './support/worker.ts';

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

describe.each(TEST_DATABASES)('upgrading a queue of deliveries to jobs on %s', (kind) => {
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

  it('sends the cards scheduled before the upgrade exactly once, and never the sent ones again', async () => {
    await migrateTo(db.kysely, '0003_cards');
    const now = new Date().toISOString();
    const raw = db.kysely as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await raw
      .insertInto('users')
      .values({
        id: 'u1',
        email: 'old@example.com',
        first_name: 'Tunde',
        last_name: 'Bakare',
        phone: '+2348012345678',
        role: 'gifter',
        password_hash: 'x',
        email_verified_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const card = (id: string, status: string) => ({
      id,
      user_id: 'u1',
      view_token: `token-${id}`,
      template_id: 3,
      recipient_name: 'Amara',
      recipient_email: `${id}@example.com`,
      is_anonymous: 0,
      sender_name: 'Tunde',
      sender_email: 'old@example.com',
      text_color: '#000000',
      effect: 'confetti',
      message: 'hello',
      music_url: '',
      quote: '',
      send_at: now,
      status,
      created_at: now,
      updated_at: now,
    });
    await raw
      .insertInto('cards')
      .values([card('due', 'scheduled'), card('done', 'sent')])
      .execute();
    const delivery = (id: string, cardId: string, status: string) => ({
      id,
      card_id: cardId,
      kind: 'card',
      status,
      due_at: now,
      attempts: status === 'sent' ? 1 : 0,
      created_at: now,
      sent_at: status === 'sent' ? now : null,
      message_id: status === 'sent' ? '<m@x>' : null,
    });
    await raw
      .insertInto('deliveries')
      .values([delivery('d1', 'due', 'pending'), delivery('d2', 'done', 'sent')])
      .execute();

    await migrateToLatest(db.kysely);
    const jobs = await db.kysely.selectFrom('jobs').selectAll().orderBy('id').execute();
    expect(jobs.map((job) => [job.id, job.type, job.status, job.idempotency_key])).toEqual([
      ['d1', 'card.deliver', 'pending', 'card:due:deliver'],
      ['d2', 'card.deliver', 'done', 'card:done:deliver'],
    ]);

    const sink = await startCountingSink();
    const { worker, close } = testWorker(db, sink.url, { now: new Date() });
    try {
      expect(await worker.runOnce()).toBe(1);
      expect(await worker.runOnce()).toBe(0);
      expect(sink.countTo('due@example.com')).toBe(1);
      expect(sink.countTo('done@example.com')).toBe(0);
      const due = await db.kysely
        .selectFrom('cards')
        .select('status')
        .where('id', '=', 'due')
        .executeTakeFirstOrThrow();
      expect(due.status).toBe('sent');
    } finally {
      close();
      await sink.close();
    }
  });
});
