import { type Kysely, sql } from 'kysely';

const time = 'varchar(32)';

/** The delivery kinds of 0003 and the job types that replace them. */
const KINDS = [
  { kind: 'card', type: 'card.deliver', key: 'deliver' },
  { kind: 'opened_notice', type: 'card.opened-notice', key: 'opened' },
  { kind: 'reply_notice', type: 'card.reply-notice', key: 'reply' },
] as const;

/**
 * One general job queue replaces the card-only `deliveries` table. Every delivery becomes a job
 * with the same due time, attempts and lease, so cards scheduled before the upgrade go out once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('type', 'varchar(64)', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('due_at', time, (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('max_attempts', 'integer', (col) => col.notNull())
    .addColumn('lease_until', time)
    // Worker ids hold host names (Kubernetes pod names run past 60 characters): no length limit.
    .addColumn('locked_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('idempotency_key', 'varchar(128)', (col) => col.unique())
    .addColumn('result', 'text')
    .addColumn('created_at', time, (col) => col.notNull())
    .addColumn('updated_at', time, (col) => col.notNull())
    .addColumn('finished_at', time)
    .execute();
  // The claim: pending rows by due time, and running rows whose lease ran out.
  await db.schema.createIndex('jobs_status_due').on('jobs').columns(['status', 'due_at']).execute();
  await db.schema
    .createIndex('jobs_status_lease')
    .on('jobs')
    .columns(['status', 'lease_until'])
    .execute();

  for (const { kind, type, key } of KINDS) {
    await sql`
      insert into jobs (id, type, payload, status, due_at, attempts, max_attempts, lease_until,
        locked_by, last_error, idempotency_key, result, created_at, updated_at, finished_at)
      select id, ${type}, '{"cardId":"' || card_id || '"}',
        case status when 'sending' then 'running' when 'sent' then 'done' else status end,
        due_at, attempts, 6, lease_until, locked_by, last_error,
        'card:' || card_id || ':' || ${key}, message_id, created_at, created_at,
        case when status in ('sent', 'failed', 'cancelled') then coalesce(sent_at, created_at) end
      from deliveries where kind = ${kind}
    `.execute(db);
  }
  await db.schema.dropTable('deliveries').execute();

  await db.schema.alterTable('sessions').addColumn('client_hash', 'varchar(64)').execute();

  // The hourly sweep of media no card uses.
  await db.schema.createIndex('media_created_at').on('media').column('created_at').execute();
  await db.schema.createIndex('cards_image_id').on('cards').column('image_id').execute();
  await db.schema.createIndex('cards_voice_note_id').on('cards').column('voice_note_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['cards_voice_note_id', 'cards_image_id', 'media_created_at']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('sessions').dropColumn('client_hash').execute();
  await db.schema
    .createTable('deliveries')
    .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('card_id', 'varchar(32)', (col) =>
      col.notNull().references('cards.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('due_at', time, (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('lease_until', time)
    .addColumn('locked_by', 'varchar(64)')
    .addColumn('last_error', 'text')
    .addColumn('message_id', 'varchar(255)')
    .addColumn('sent_at', time)
    .addColumn('created_at', time, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('deliveries_status_due')
    .on('deliveries')
    .columns(['status', 'due_at'])
    .execute();
  await db.schema.createIndex('deliveries_card_id').on('deliveries').column('card_id').execute();
  for (const { kind, type } of KINDS) {
    // The card id sits between the fixed prefix '{"cardId":"' (11 characters) and '"}'.
    await sql`
      insert into deliveries (id, card_id, kind, status, due_at, attempts, lease_until, locked_by,
        last_error, message_id, sent_at, created_at)
      select id, substr(payload, 12, length(payload) - 13), ${kind},
        case status when 'running' then 'sending' when 'done' then 'sent' else status end,
        due_at, attempts, lease_until, substr(locked_by, 1, 64), last_error, result,
        case when status = 'done' then finished_at end, created_at
      from jobs where type = ${type}
        and substr(payload, 12, length(payload) - 13) in (select id from cards)
    `.execute(db);
  }
  await db.schema.dropTable('jobs').execute();
}
