import type { Insertable, Kysely } from 'kysely';
import type {
  Database,
  ProductDeliveryAreaTable,
  ProductPhotoTable,
  ProductTable,
  Role,
  UserTable,
  VendorProfileTable,
} from '../../../../platform/db/schema.ts';

/** The demo seed's writes, inside its one transaction. */
function demoWrites(db: Kysely<Database>) {
  return {
    /** Whether the database holds any shop or product at all. */
    async hasCatalogue(): Promise<boolean> {
      const shop = await db.selectFrom('vendor_profiles').select('id').limit(1).executeTakeFirst();
      const product = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
      return shop !== undefined || product !== undefined;
    },
    /**
     * Makes sure the account exists (with its roles when it is new) and returns its id. As the
     * transaction's first write it also serialises seeders: a second process's insert waits for
     * the first's transaction (PostgreSQL's unique index, SQLite's write lock) and then finds the
     * account there.
     */
    async ensureUser(row: Insertable<UserTable>, roles: readonly Role[]): Promise<string> {
      const inserted = await db
        .insertInto('users')
        .values(row)
        .onConflict((conflict) => conflict.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) {
        await db
          .insertInto('user_roles')
          .values(roles.map((role) => ({ user_id: row.id, role, granted_at: row.created_at })))
          .execute();
        return inserted.id;
      }
      const existing = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', row.email)
        .executeTakeFirstOrThrow();
      return existing.id;
    },
    async insertShop(row: Insertable<VendorProfileTable>): Promise<void> {
      await db.insertInto('vendor_profiles').values(row).execute();
    },
    async insertProduct(
      row: Insertable<ProductTable>,
      photos: readonly Insertable<ProductPhotoTable>[],
      areas: readonly Insertable<ProductDeliveryAreaTable>[],
    ): Promise<void> {
      await db.insertInto('products').values(row).execute();
      if (photos.length > 0) await db.insertInto('product_photos').values(photos).execute();
      if (areas.length > 0) await db.insertInto('product_delivery_areas').values(areas).execute();
    },
  };
}
export type DemoWrites = ReturnType<typeof demoWrites>;

export function demoRepo(db: Kysely<Database>) {
  const outside = demoWrites(db);
  return {
    /** Whether the database holds any shop or product at all. */
    hasCatalogue: outside.hasCatalogue,
    /** Whether the database is as a fresh install leaves it: no account, no shop, no product. */
    async isEmpty(): Promise<boolean> {
      const user = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
      return user === undefined && !(await outside.hasCatalogue());
    },
    /** Runs `work` in one transaction: the demo catalogue is written whole or not at all. */
    inTransaction<T>(work: (writes: DemoWrites, trx: Kysely<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(demoWrites(trx), trx));
    },
  };
}
export type DemoRepo = ReturnType<typeof demoRepo>;
