import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Db } from '../src/platform/db/connect.ts';
import { migrateDownAll, migrateTo, migrateToLatest } from '../src/platform/db/migrate.ts';
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
    // Link tokens are kept as hashes; the card still due keeps its token until its mail is out.
    const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
    const links = async () =>
      db.kysely
        .selectFrom('cards')
        .select(['id', 'link_token', 'link_token_hash'])
        .orderBy('id')
        .execute();
    expect(await links()).toEqual([
      { id: 'done', link_token: null, link_token_hash: sha256('token-done') },
      { id: 'due', link_token: 'token-due', link_token_hash: sha256('token-due') },
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
      expect((await links())[1]).toEqual({
        id: 'due',
        link_token: null,
        link_token_hash: sha256('token-due'),
      });
    } finally {
      close();
      await sink.close();
    }
  });
});

describe.each(TEST_DATABASES)('upgrading accounts to roles and identities on %s', (kind) => {
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

  it('keeps every account, its role and its business profile, and lets a password be empty', async () => {
    await migrateTo(db.kysely, '0005_jobs');
    const now = new Date().toISOString();
    const raw = db.kysely as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const user = (id: string, role: string) => ({
      id,
      email: `${id}@example.com`,
      first_name: 'Tunde',
      last_name: 'Bakare',
      phone: '+2348012345678',
      role,
      password_hash: `scrypt-of-${id}`,
      email_verified_at: now,
      created_at: now,
      updated_at: now,
    });
    await raw
      .insertInto('users')
      .values([user('gifter1', 'gifter'), user('vendor1', 'vendor')])
      .execute();
    await raw
      .insertInto('vendor_profiles')
      .values({
        user_id: 'vendor1',
        business_name: 'Bloom Cakes',
        business_type: 'Bakery',
        description: 'Celebration cakes delivered across Lagos the same day.',
        country_city: 'Nigeria, Lagos',
        delivery_country: 'Nigeria',
        created_at: now,
        updated_at: now,
      })
      .execute();

    await migrateToLatest(db.kysely);

    const roles = await db.kysely
      .selectFrom('user_roles')
      .select(['user_id', 'role'])
      .orderBy('user_id')
      .execute();
    expect(roles).toEqual([
      { user_id: 'gifter1', role: 'gifter' },
      { user_id: 'vendor1', role: 'vendor' },
    ]);
    const users = await db.kysely
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .orderBy('id')
      .execute();
    expect(users).toEqual([
      { id: 'gifter1', password_hash: 'scrypt-of-gifter1' },
      { id: 'vendor1', password_hash: 'scrypt-of-vendor1' },
    ]);
    const profiles = await db.kysely.selectFrom('shops').selectAll().execute();
    expect(profiles).toEqual([
      expect.objectContaining({ id: 'vendor1', owner_id: 'vendor1', business_name: 'Bloom Cakes' }),
    ]);
    await db.kysely
      .updateTable('users')
      .set({ password_hash: null })
      .where('id', '=', 'gifter1')
      .execute();
    // A second profile for one owner is allowed now.
    await db.kysely
      .insertInto('shops')
      .values({ ...(profiles[0] as (typeof profiles)[number]), id: 'shop2', slug: 'bloom-cakes-2' })
      .execute();
    expect(
      await db.kysely.selectFrom('shops').select('id').where('owner_id', '=', 'vendor1').execute(),
    ).toHaveLength(2);
  });
});
