import type { Insertable, Kysely } from 'kysely';
import type {
  Database,
  ProductDeliveryAreaTable,
  ProductPhotoTable,
  ProductTable,
  Role,
  ShopTable,
  UserTable,
} from '../../../../platform/db/schema.ts';
import { ensureAccount } from '../../../accounts/index.ts';

/** The demo seed's writes, inside its one transaction. */
function demoWrites(db: Kysely<Database>) {
  return {
    /** Whether the database holds any shop or product at all. */
    async hasCatalogue(): Promise<boolean> {
      const shop = await db.selectFrom('shops').select('id').limit(1).executeTakeFirst();
      const product = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
      return shop !== undefined || product !== undefined;
    },
    /** The demo owner's account (accounts' ensureAccount: see there why it comes first). */
    ensureUser(row: Insertable<UserTable>, roles: readonly Role[]): Promise<string> {
      return ensureAccount(db, row, roles);
    },
    async insertShop(row: Insertable<ShopTable>): Promise<void> {
      await db.insertInto('shops').values(row).execute();
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
