import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const BATCH = 500;

/**
 * The recipient's link token is kept as its SHA-256 (looked up by hash, as session tokens are).
 * The token itself stays only until the card's e-mail is out, so retries and resends carry the
 * same link; delivered cards keep the hash alone. Links already in inboxes keep working.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cards').addColumn('link_token', 'varchar(64)').execute();
  await sql`update cards set link_token = view_token
    where status in ('scheduled', 'sending', 'failed')`.execute(db);
  // The unique column changes what it holds (SQLite cannot drop a UNIQUE column), then its name.
  for (let offset = 0; ; offset += BATCH) {
    const { rows } = await sql<{ id: string; view_token: string }>`
      select id, view_token from cards order by id limit ${BATCH} offset ${offset}`.execute(db);
    for (const row of rows) {
      await sql`update cards set view_token = ${sha256(row.view_token)} where id = ${row.id}`.execute(
        db,
      );
    }
    if (rows.length < BATCH) break;
  }
  await db.schema.alterTable('cards').renameColumn('view_token', 'link_token_hash').execute();
}

/** Back to one token column: links of delivered cards cannot come back (only their hash is known). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cards').renameColumn('link_token_hash', 'view_token').execute();
  await sql`update cards set view_token = link_token where link_token is not null`.execute(db);
  await db.schema.alterTable('cards').dropColumn('link_token').execute();
}
