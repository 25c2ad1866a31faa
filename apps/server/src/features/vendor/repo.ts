import type { Kysely, Selectable } from 'kysely';
import type { Database, VendorProfileTable } from '../../db/schema.ts';

export type VendorProfileRow = Selectable<VendorProfileTable>;

export function vendorRepo(db: Kysely<Database>) {
  return {
    /** The owner's first business profile (the one the onboarding form edits). */
    findFirstProfileOf(ownerId: string): Promise<VendorProfileRow | undefined> {
      return db
        .selectFrom('vendor_profiles')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .orderBy('created_at')
        .orderBy('id')
        .executeTakeFirst();
    },
    async insertProfile(row: VendorProfileRow): Promise<void> {
      await db.insertInto('vendor_profiles').values(row).execute();
    },
    /** Replaces a profile's fields, keeping its id, owner and created_at. */
    async updateProfile(row: VendorProfileRow): Promise<void> {
      const { id, owner_id, created_at, ...fields } = row;
      await db.updateTable('vendor_profiles').set(fields).where('id', '=', id).execute();
    },
  };
}
export type VendorRepo = ReturnType<typeof vendorRepo>;
