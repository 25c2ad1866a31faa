import type { Kysely, Selectable } from 'kysely';
import type { Database, VendorProfileTable } from '../../db/schema.ts';

export type VendorProfileRow = Selectable<VendorProfileTable>;

export function vendorRepo(db: Kysely<Database>) {
  return {
    findProfile(userId: string): Promise<VendorProfileRow | undefined> {
      return db
        .selectFrom('vendor_profiles')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },
    /** Creates the profile or replaces its fields, keeping created_at. */
    async saveProfile(row: VendorProfileRow): Promise<void> {
      const { user_id, created_at, ...fields } = row;
      await db
        .insertInto('vendor_profiles')
        .values(row)
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(fields))
        .execute();
    },
  };
}
export type VendorRepo = ReturnType<typeof vendorRepo>;
