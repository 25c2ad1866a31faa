import type { Kysely } from 'kysely';
import { binaryColumnType } from '../dialect.ts';

const time = 'varchar(32)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media')
    .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('owner_id', 'varchar(32)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('content_type', 'varchar(64)', (col) => col.notNull())
    .addColumn('byte_size', 'integer', (col) => col.notNull())
    .addColumn('duration_seconds', 'real')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('created_at', time, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('media_owner_id').on('media').column('owner_id').execute();
  // The bytes, kept apart from the metadata so another MediaStore (object storage) can replace it.
  await db.schema
    .createTable('media_blobs')
    .addColumn('media_id', 'varchar(32)', (col) =>
      col.primaryKey().references('media.id').onDelete('cascade'),
    )
    .addColumn('data', binaryColumnType(db), (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('cards')
    .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(32)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('view_token', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('template_id', 'integer', (col) => col.notNull())
    .addColumn('recipient_name', 'varchar(80)', (col) => col.notNull())
    .addColumn('recipient_email', 'varchar(254)', (col) => col.notNull())
    .addColumn('is_anonymous', 'integer', (col) => col.notNull())
    .addColumn('sender_name', 'varchar(80)', (col) => col.notNull())
    .addColumn('sender_email', 'varchar(254)', (col) => col.notNull())
    .addColumn('font_family', 'varchar(40)')
    .addColumn('font_size', 'varchar(8)')
    .addColumn('text_color', 'varchar(16)', (col) => col.notNull())
    .addColumn('effect', 'varchar(16)', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('music_url', 'varchar(500)', (col) => col.notNull())
    .addColumn('quote', 'varchar(120)', (col) => col.notNull())
    .addColumn('image_id', 'varchar(32)', (col) => col.references('media.id').onDelete('set null'))
    .addColumn('voice_note_id', 'varchar(32)', (col) =>
      col.references('media.id').onDelete('set null'),
    )
    .addColumn('timezone', 'varchar(64)')
    .addColumn('schedule_date', 'varchar(10)')
    .addColumn('schedule_time', 'varchar(5)')
    .addColumn('send_at', time, (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('failure_reason', 'text')
    .addColumn('sent_at', time)
    .addColumn('opened_at', time)
    .addColumn('reply_text', 'text')
    .addColumn('replied_at', time)
    .addColumn('created_at', time, (col) => col.notNull())
    .addColumn('updated_at', time, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('cards_user_created')
    .on('cards')
    .columns(['user_id', 'created_at'])
    .execute();

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
  // The worker's claim query: pending rows by due time, and leases to take over.
  await db.schema
    .createIndex('deliveries_status_due')
    .on('deliveries')
    .columns(['status', 'due_at'])
    .execute();
  await db.schema.createIndex('deliveries_card_id').on('deliveries').column('card_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['deliveries', 'cards', 'media_blobs', 'media'])
    await db.schema.dropTable(table).execute();
}
