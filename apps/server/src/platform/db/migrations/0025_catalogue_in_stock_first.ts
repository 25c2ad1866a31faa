import { type Kysely, sql } from 'kysely';

/**
 * The marketplace lists gifts in stock before sold-out ones, then in the chosen order (issue 27,
 * defect 14; catalogue-query.ts's IN_STOCK_FIRST). These indexes lead with the same expression,
 * so a page in that order is still read from an index and stops after its rows, on both
 * databases: newest (all gifts, or a category), and by price either way (the price ascending
 * needs the stock key descending in the index, as an index is read one way at a time).
 */
const INDEXES: Record<string, string> = {
  products_listed_stocked_created: '(listed, (stock > 0), created_at, id)',
  products_listed_category_stocked_created: '(listed, category, (stock > 0), created_at, id)',
  products_listed_stocked_price: '(listed, (stock > 0), price_kobo)',
  products_listed_stocked_price_asc: '(listed, (stock > 0) desc, price_kobo)',
};

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of Object.entries(INDEXES)) {
    await sql`create index ${sql.id(name)} on products ${sql.raw(columns)}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of Object.keys(INDEXES)) await db.schema.dropIndex(name).execute();
}
