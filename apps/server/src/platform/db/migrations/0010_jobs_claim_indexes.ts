import { type Kysely, sql } from 'kysely';

/**
 * The claim's indexes hold only the rows a claim can take: pending jobs by due time, running
 * jobs by lease. With the status first in a full index, every claim on PostgreSQL read and sorted
 * all due rows (10,000 in `bench/delivery`, 7–12 ms a claim); ordered partial indexes let it stop
 * after its batch. Finished jobs (a month of them) are in neither, so recording a job writes two
 * index entries fewer. Nothing else looks jobs up by status alone (the daily sweep reads the
 * finished ones whatever index it has).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('jobs_status_due').execute();
  await db.schema.dropIndex('jobs_status_lease').execute();
  await db.schema
    .createIndex('jobs_pending_due')
    .on('jobs')
    .column('due_at')
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('jobs_running_lease')
    .on('jobs')
    .column('lease_until')
    .where(sql.ref('status'), '=', 'running')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('jobs_running_lease').execute();
  await db.schema.dropIndex('jobs_pending_due').execute();
  await db.schema.createIndex('jobs_status_due').on('jobs').columns(['status', 'due_at']).execute();
  await db.schema
    .createIndex('jobs_status_lease')
    .on('jobs')
    .columns(['status', 'lease_until'])
    .execute();
}
