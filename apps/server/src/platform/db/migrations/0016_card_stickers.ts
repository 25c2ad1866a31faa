import type { Kysely } from 'kysely';

/**
 * The stickers on a card's face (decision 0035): a JSON array of {id, x, y, size, rotation}, as
 * the API checked it, in drawing order. Text on both databases: it is only ever read whole, with
 * its card. Cards made before have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('cards')
    .addColumn('stickers', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cards').dropColumn('stickers').execute();
}
